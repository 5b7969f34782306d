// A Vite plugin: the browser's card facts (the playable cards, src/cards/playable.ts) are made
// from the catalog and the document set files when the app is built, and emitted as a hashed
// data file (assets/pool-<hash>.json, preloaded from the HTML, precached by the service
// worker). Nothing is stored twice: the repository keeps only catalog.json and the documents.
// `import poolUrl from 'virtual:playable-pool'` is that file's address; the dev server (and
// Vitest, which never fetches it) serve it from memory.
import { createHash } from 'node:crypto';
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

// The card documents' set files, emitted as data files of their own (assets/<set>-<hash>.json),
// and their addresses in one more data file: `import docSetsUrl from 'virtual:doc-sets'` is that
// list's address. The first screen's JS then carries one address instead of one per set file
// (about 1 kB gzip for 107 sets); the list is fetched with the card facts (src/store/cardData.ts).
const SETS_ID = 'virtual:doc-sets';
const SETS_RESOLVED = `\0${SETS_ID}`;
const DEV_SETS = '/@doc-sets/';

/** set -> the address of its file, for the dev server (served from the repository). */
const devSets = (): Record<string, string> => Object.fromEntries(setFiles().map((f) => [f.slice(-11, -5), `${DEV_SETS}${f.slice(-11)}`]));

export function docSets(): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'doc-sets',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
    },
    resolveId: (id) => (id === SETS_ID ? SETS_RESOLVED : null),
    load(id) {
      if (id !== SETS_RESOLVED) return null;
      for (const f of setFiles()) this.addWatchFile(f);
      if (!build) return `export default ${JSON.stringify(`${DEV_SETS}index.json`)};`;
      const sets: Record<string, string> = {};
      for (const f of setFiles()) {
        const source = JSON.stringify(JSON.parse(readFileSync(f, 'utf8')));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/${f.slice(-11, -5)}-${hash}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        sets[f.slice(-11, -5)] = `${base}${fileName}`;
      }
      const ref = this.emitFile({ type: 'asset', name: 'doc-sets.json', source: JSON.stringify(sets) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_SETS, (req, res) => {
        const name = (req.url ?? '').replace(/^\//, '');
        res.setHeader('Content-Type', 'application/json');
        if (name === 'index.json') res.end(JSON.stringify(devSets()));
        else if (/^\d{6}\.json$/.test(name)) res.end(readFileSync(DOCS + name, 'utf8'));
        else {
          res.statusCode = 404;
          res.end('{}');
        }
      });
    },
  };
}
