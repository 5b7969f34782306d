// Modules made by the build (vite.config.ts plugins), not files in the repository.

/** The address of the playable cards' facts, a data file made at build time (src/cli/web/playablePool.ts). */
declare module 'virtual:playable-pool' {
  const url: string;
  export default url;
}

/** The address of the list of card document set files (set -> address), made at build time (src/cli/web/playablePool.ts). */
declare module 'virtual:doc-sets' {
  const url: string;
  export default url;
}
