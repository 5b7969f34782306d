// Builds one Node command-line tool (`--mode bench`, `--mode sim` or `--mode solve`)
// into a plain ES module. Run through tsx, the same code is ~30% slower: tsx keeps function
// names by wrapping every closure the engine creates in a hot loop (docs/bench.md). Each
// tool gets its own folder, so a bench and a sim can be built and run side by side.
import { defineConfig } from 'vite';

const TOOLS = ['bench', 'sim', 'solve'];

export default defineConfig(({ mode }) => {
  if (!TOOLS.includes(mode)) throw new Error(`vite.cli.config.ts: --mode must be one of ${TOOLS.join(', ')}`);
  return {
    publicDir: false,
    logLevel: 'error',
    build: {
      ssr: true,
      target: 'node20',
      outDir: `node_modules/.cache/rush-cli/${mode}`,
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: { [mode]: `src/cli/${mode}.ts` },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  };
});
