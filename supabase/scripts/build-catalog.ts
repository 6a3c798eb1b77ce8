/**
 * Writes the trimmed movie records the Deno entry of tmdb-proxy bundles
 * (`supabase/.generated/tmdb-proxy/movies.json`), after building the catalog once to prove the
 * data still maps cleanly. Prints build time and memory. Run: `pnpm -C supabase build:catalog`.
 * Node runs (local stack, tests) do not need this: they read vega-datasets directly.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from '../catalog/build-catalog.ts';
import { trimRawMovies } from '../catalog/raw-movie.ts';
import { loadVegaMovies } from '../catalog/vega-movies.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../.generated/tmdb-proxy');
// Node's `--expose-gc` (see package.json) puts `gc` on Node's global object.
const collectGarbage = (global as { gc?: () => void }).gc;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const loadStart = performance.now();
const raw = await loadVegaMovies();
const loadMs = performance.now() - loadStart;

collectGarbage?.();
const heapBefore = process.memoryUsage().heapUsed;
const buildStart = performance.now();
const catalog = buildCatalog(raw);
const buildMs = performance.now() - buildStart;
collectGarbage?.();
const heapAfter = process.memoryUsage().heapUsed;

if (catalog.byId.size !== catalog.movies.length) throw new Error('duplicate movie ids');

await mkdir(outDir, { recursive: true });
const json = JSON.stringify(trimRawMovies(raw));
await writeFile(path.join(outDir, 'movies.json'), json);

console.log(`records: ${raw.length}, movies: ${catalog.movies.length}, genres: ${catalog.genres.length}`);
console.log(
  `pinned today: ${catalog.todayIso}; now playing ${catalog.nowPlaying.length}, upcoming ${catalog.upcoming.length}, top rated ${catalog.topRated.length}`,
);
console.log(`load movies.json: ${loadMs.toFixed(0)} ms; build catalog: ${buildMs.toFixed(0)} ms`);
console.log(
  `catalog heap: ${collectGarbage ? mb(heapAfter - heapBefore) : 'n/a (run node with --expose-gc)'}; process RSS ${mb(process.memoryUsage().rss)}`,
);
console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, 'movies.json'))} (${mb(json.length)})`);
