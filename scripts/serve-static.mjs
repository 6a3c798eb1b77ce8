/**
 * Serves one built app the way a static host would serve a separately deployed site:
 * - hashed chunks are immutable (cached a year); entry points (index.html, remoteEntry.js,
 *   mf-manifest.json, remotes.json, env.json) are revalidated on every load, so replacing a
 *   deployment's files takes effect on the next page load;
 * - every response allows any origin, since the shell loads remotes across origins;
 * - gzip when the browser accepts it; the shell falls back to index.html for client routes.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const ALWAYS_FRESH = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remotes.json',
  'env.json',
  'marquee-remote.json',
  'marquee-shell.json',
]);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2)$/;
const COMPRESSIBLE = /\.(html|js|mjs|json|css|svg|map|txt)$/;

function cacheControl(file) {
  const name = path.basename(file);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, log?: (line: string) => void,
 *   overrides?: Record<string, string | (() => string)> }} options  overrides: URL path → body served
 *   instead of the file, or a function read at each request (how a deployment swaps remotes.json
 *   without touching the build)
 * @returns {Promise<{ url: string, server: http.Server, close(): Promise<void> }>}
 */
export function serveStatic({ root, port, host = '127.0.0.1', spa = false, log, overrides = {} }) {
  const gzipCache = new Map();
  const rootDir = path.resolve(root);

  function resolveFile(urlPath) {
    const decoded = decodeURIComponent(urlPath.split('?')[0]);
    const candidate = path.resolve(rootDir, `.${decoded}`);
    if (!candidate.startsWith(rootDir)) return null;
    try {
      const stat = fs.statSync(candidate);
      if (stat.isFile()) return candidate;
      if (stat.isDirectory()) {
        const index = path.join(candidate, 'index.html');
        if (fs.existsSync(index)) return index;
      }
    } catch {
      // Not on disk.
    }
    if (spa && !path.extname(decoded)) return path.join(rootDir, 'index.html');
    return null;
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0];
    if (Object.hasOwn(overrides, urlPath)) {
      const type = TYPES[path.extname(urlPath)] ?? 'text/plain; charset=utf-8';
      const body = overrides[urlPath];
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(typeof body === 'function' ? body() : body);
      return;
    }
    const file = resolveFile(req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      log?.(`${req.method} ${req.url} 404`);
      return;
    }
    const ext = path.extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file) };
    let body;
    try {
      body = fs.readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.test(file) && body.length > 512) {
      const mtime = fs.statSync(file).mtimeMs;
      const key = `${file}:${mtime}`;
      let gz = gzipCache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body, { level: 9 });
        gzipCache.set(key, gz);
      }
      body = gz;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    log?.(`${req.method} ${req.url} 200 ${(performance.now() - started).toFixed(1)}ms`);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://localhost:${actualPort}`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
