import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The card pool and the rules engine make one ~550 kB chunk; that is expected.
    chunkSizeWarningLimit: 1200,
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
