import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { docSets, playablePool } from './src/cli/web/playablePool.ts';

// The Content-Security-Policy of the built app: only its own scripts (the AI worker and the
// service worker included), styles, data and images; no inline script, no eval, nothing from
// other origins. A meta tag at build time only: the dev server's hot reload needs inline
// scripts. e2e/csp.spec.ts checks a duel runs with no violation.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:", // blob: the player's own card pictures (src/ui/images)
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/** Starts the card data download with the HTML, in parallel with the JS (src/store/cardData.ts). */
function preloadCardData(): Plugin {
  return {
    name: 'preload-card-data',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) => /^assets\/pool-[\w-]+\.json$/.test(f));
        if (!file) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${file}`, as: 'fetch', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

// The modules the first interactive duel screen needs: the entry and the lazily loaded duel
// screen with everything both import statically (what src/cli/web/budget.ts counts). Bundled as
// one chunk, they gzip as one stream and need no import/export glue between a dozen small
// chunks; the screens and dialogs past the first one stay in chunks of their own.
const FIRST_SCREEN_ROOTS = ['src/main.tsx', 'src/ui/DuelScreen.tsx'].map((f) => fileURLToPath(new URL(f, import.meta.url)));
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let firstScreen: { graph: ModuleGraph; ids: Set<string> } | undefined;
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  if (firstScreen?.graph !== graph) {
    const ids = new Set<string>();
    const visit = (m: string): void => {
      if (ids.has(m)) return;
      ids.add(m);
      for (const next of graph.getModuleInfo(m)?.importedIds ?? []) visit(next);
    };
    FIRST_SCREEN_ROOTS.forEach(visit);
    firstScreen = { graph, ids };
  }
  // framer-motion's index imports all of it (the animation features too, loaded later): its
  // modules are left to the automatic chunks, which keep only what is used.
  return firstScreen.ids.has(id) && !/[\\/]node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/.test(id) ? 'app' : null;
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    // The playable cards' facts, made from the catalog and the documents (src/cards/playable.ts).
    playablePool(),
    docSets(),
    preloadCardData(),
    // Installable and offline (docs/web.md). 'prompt': a new version waits until the player
    // accepts it (src/ui/UpdatePrompt.tsx), so it never replaces the app mid-duel.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Rush Duel Simulator',
        short_name: 'Rush Duel',
        description: 'Duel the AI and practise MAXIMUM combos, offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#10141f',
        background_color: '#0c1019',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs offline: every JS chunk (AI worker included), the card data.
        globPatterns: ['**/*.{js,css,html,json,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // SQLite's wasm (the player's card database, src/ui/cardDb) is not precached: it is
        // fetched the first time a player imports a .cdb, then kept for offline imports.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/sql-wasm[\w.-]*\.wasm$/,
            handler: 'CacheFirst',
            options: { cacheName: 'rush-duel-sqlite', expiration: { maxEntries: 1 } },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Lists each chunk's imports: the bundle budget check reads it (src/cli/web/budget.ts).
    manifest: true,
    // The card data stays a file of its own (fetched and precached), never inlined.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // The first-screen chunk (below) is ~600 kB before minification by design, 170 kB gzip.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: firstScreenChunk, debugName: 'first-screen' }] },
      },
    },
  },
  // The AI worker is started with { type: 'module' } (src/store/aiClient.ts).
  worker: {
    format: 'es',
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
});
