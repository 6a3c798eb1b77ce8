/**
 * The offline catalog, built once per process on first use. Where its records come from is
 * pluggable: Node reads the installed vega-datasets package; the Deno entry hands over the
 * trimmed copy that `pnpm -C supabase build:catalog` writes before a deploy.
 */
import { buildCatalog } from '../../catalog/build-catalog.ts';
import type { Catalog } from '../../catalog/catalog-types.ts';
import type { RawMovie } from '../../catalog/raw-movie.ts';
import { loadVegaMovies } from '../../catalog/vega-movies.ts';

type RawMoviesLoader = () => RawMovie[] | Promise<RawMovie[]>;

let loadRawMovies: RawMoviesLoader = loadVegaMovies;
let catalog: Promise<Catalog> | null = null;

export function useRawMovies(loader: RawMoviesLoader): void {
  loadRawMovies = loader;
  catalog = null;
}

export function getCatalog(): Promise<Catalog> {
  if (!catalog) {
    const building = Promise.resolve().then(loadRawMovies).then(buildCatalog);
    // A failed load must not be remembered: the next request tries again.
    building.catch(() => {
      if (catalog === building) catalog = null;
    });
    catalog = building;
  }
  return catalog;
}
