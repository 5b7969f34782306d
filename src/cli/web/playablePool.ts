// A Vite plugin: the browser's card facts (the playable cards, src/cards/playable.ts) are made
// from the catalog and the document set files when the app is built, and emitted as a hashed
// data file (assets/pool-<hash>.json, preloaded from the HTML, precached by the service
// worker). Nothing is stored twice: the repository keeps only catalog.json and the documents.
// `import poolUrl from 'virtual:playable-pool'` is that file's address; the dev server (and
// Vitest, which never fetches it) serve it from memory.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { documentedIds, playableCards, ritualNamedIds, type CatalogCard } from '../../cards/playable.ts';

const ID = 'virtual:playable-pool';
const RESOLVED = `\0${ID}`;
const DEV_PATH = '/@playable-pool/pool.json';
const CATALOG = fileURLToPath(new URL('../../cards/data/catalog.json', import.meta.url));
const DOCS = fileURLToPath(new URL('../../cards/docs/', import.meta.url));

/** The set files of card documents (`<6 digits>.json`), as paths. */
const setFiles = (): string[] => readdirSync(DOCS).filter((f) => /^\d{6}\.json$/.test(f)).sort().map((f) => DOCS + f);

/** The playable cards' facts as the JSON the browser fetches. */
export function playablePoolJson(): string {
  const catalog = JSON.parse(readFileSync(CATALOG, 'utf8')) as CatalogCard[];
  const docs = setFiles().map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown);
  return JSON.stringify(playableCards(catalog, documentedIds(docs), ritualNamedIds(docs)));
}

export function playablePool(): Plugin {
  let build = false;
  return {
    name: 'playable-pool',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      for (const f of [CATALOG, ...setFiles()]) this.addWatchFile(f);
      if (!build) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'pool.json', source: playablePoolJson() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(playablePoolJson());
      });
    },
  };
}
