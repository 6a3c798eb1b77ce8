/**
 * Loads `movies.json` straight from the installed vega-datasets package (local runs and tests).
 * The package's `exports` hide `data/`, hence a file URL instead of a bare specifier; the
 * specifier is computed so Deno's bundler does not try to ship node_modules.
 */
import { parseRawMovies, type RawMovie } from './raw-movie.ts';

const MOVIES_JSON = '../node_modules/vega-datasets/data/movies.json';

export async function loadVegaMovies(): Promise<RawMovie[]> {
  const url = new URL(MOVIES_JSON, import.meta.url).href;
  const module = (await import(url, { with: { type: 'json' } })) as { default: unknown };
  return parseRawMovies(module.default);
}
