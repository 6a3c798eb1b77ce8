/**
 * Hosted Supabase runs the function under Deno: everything the entry reaches must be
 * Web-standard TypeScript with explicit extensions, and the trimmed data it bundles must give
 * the very catalog Node builds from vega-datasets (same ids, so links survive a deploy).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/build-catalog.ts';
import { parseRawMovies, trimRawMovies } from '../catalog/raw-movie.ts';
import { loadVegaMovies } from '../catalog/vega-movies.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.resolve(here, '../functions/tmdb-proxy/index.ts');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/gm;

async function moduleGraph(entry: string): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.has(file) || file.endsWith('.json')) continue;
    const source = await readFile(file, 'utf8');
    const specifiers = [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return graph;
}

describe('Deno entry', () => {
  it('reaches only relative .ts/.json modules, no node: or npm imports', async () => {
    const graph = await moduleGraph(ENTRY);
    expect(graph.size).toBeGreaterThan(10);
    for (const [file, specifiers] of graph) {
      for (const specifier of specifiers) {
        expect(`${path.relative(here, file)} → ${specifier}`).toMatch(/ → \.{1,2}\/.*\.(ts|json)$/);
      }
    }
  });

  it('builds the same catalog from the trimmed build:catalog data as from vega-datasets', async () => {
    const raw = await loadVegaMovies();
    const direct = buildCatalog(raw);
    const bundled = buildCatalog(parseRawMovies(JSON.parse(JSON.stringify(trimRawMovies(raw)))));
    expect(bundled.movies.map((movie) => [movie.id, movie.title, movie.releaseDate])).toEqual(
      direct.movies.map((movie) => [movie.id, movie.title, movie.releaseDate]),
    );
    expect(bundled.todayIso).toBe(direct.todayIso);
  });
});
