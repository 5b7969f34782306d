// A small static file server for a built app (bench:web and the update-flow test): files
// from one folder, index.html for every other path (the app is a single page).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serveDir(dir: string, port: number): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    const send = (body: Buffer, type: string): void => {
      // Like a static host: hashed assets may be cached, the rest is checked every time;
      // text is sent gzipped to a browser that accepts it.
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      const gzip = !type.startsWith('image/png') && /\bgzip\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(body) : body);
    };
    readFile(file)
      .then((body) => send(body, TYPES[extname(file)] ?? 'application/octet-stream'))
      .catch(() => readFile(join(dir, 'index.html')).then((body) => send(body, TYPES['.html'] as string)))
      .catch(() => {
        res.writeHead(404);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // Port 0 picks a free port.
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
