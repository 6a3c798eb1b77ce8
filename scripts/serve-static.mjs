/**
 * Serves one built app the way a static host would serve a separately deployed site:
 * - hashed chunks are immutable (cached a year); entry points (index.html, remoteEntry.js,
 *   mf-manifest.json, remotes.json, env.json) are revalidated on every load, so replacing a
 *   deployment's files takes effect on the next page load;
 * - every response allows any origin, since the shell loads remotes across origins;
 * - brotli when the browser accepts it (as CDNs serve it; about 14 % fewer bytes than gzip for
 *   the apps' scripts), else gzip; the shell falls back to index.html for client routes.
 *   Brotli at its best quality is slow (about 1 s for an app's scripts), so it is made in the
 *   background from the moment the server starts, off the event loop; a file whose brotli copy
 *   is not ready yet is sent gzipped.
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

/**
 * Sends a body as brotli or gzip when the browser accepts it and it is worth it (over 512 bytes),
 * else as it is. `brotli()` may answer null (its copy not made yet): gzip is sent then.
 * @param {{ brotli: () => Buffer | null | undefined, gzip: () => Buffer } | null} encoders null: never compressed
 */
function sendEncoded(req, res, headers, body, encoders) {
  const accepted = req.headers['accept-encoding'] ?? '';
  const worth = encoders !== null && body.length > 512;
  const br = worth && /\bbr\b/.test(accepted) ? encoders.brotli() : null;
  const gz = !br && worth && /\bgzip\b/.test(accepted) ? encoders.gzip() : null;
  const sent = br ?? gz ?? body;
  if (br) headers['Content-Encoding'] = 'br';
  else if (gz) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(sent.length);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : sent);
}

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
  /** `file:mtime` → the brotli copy, or null while it is being made. */
  const brotliCache = new Map();
  const rootDir = path.resolve(root);

  function brotliOf(file, mtime) {
    const key = `${file}:${mtime}`;
    if (brotliCache.has(key)) return brotliCache.get(key);
    brotliCache.set(key, null);
    fs.readFile(file, (readError, raw) => {
      if (readError) return brotliCache.delete(key);
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
      zlib.brotliCompress(raw, { params }, (error, compressed) => {
        if (error) brotliCache.delete(key);
        else brotliCache.set(key, compressed);
      });
    });
    return null;
  }

  /** Starts the brotli copies of every compressible file under the root. */
  function precompress(dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) precompress(file);
      else if (COMPRESSIBLE.test(file) && !file.endsWith('.map')) brotliOf(file, fs.statSync(file).mtimeMs);
    }
  }
  try {
    precompress(rootDir);
  } catch {
    // The root may not exist yet (a releases folder before the first release).
  }

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
      const override = overrides[urlPath];
      const body = Buffer.from(typeof override === 'function' ? override() : override);
      // Compressed like the files (a deployment map is 5 KB as JSON, 1 KB with brotli); small and
      // read per request, so at a quality that takes well under a millisecond.
      sendEncoded(req, res, { 'Content-Type': type, 'Cache-Control': 'no-cache' }, body, {
        brotli: () => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: () => zlib.gzipSync(body),
      });
      return;
    }
    const file = resolveFile(req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      log?.(`${req.method} ${req.url} 404`);
      return;
    }
    const ext = path.extname(file);
    let body;
    try {
      body = fs.readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    const compressible = COMPRESSIBLE.test(file);
    const mtime = compressible ? fs.statSync(file).mtimeMs : 0;
    const gzipped = () => {
      const key = `${file}:${mtime}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body, { level: 9 }));
      return gzipCache.get(key);
    };
    sendEncoded(
      req,
      res,
      { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl(file) },
      body,
      compressible ? { brotli: () => brotliOf(file, mtime), gzip: gzipped } : null,
    );
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
        // Stopping means stopping: a browser's open connections (kept alive, or opened ahead for a
        // preload and never used) would otherwise hold close() until they time out.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
