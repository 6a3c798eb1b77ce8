/**
 * Deno entry for hosted Supabase. Deploying needs the trimmed movie data next to it:
 * run `pnpm -C supabase build:catalog` first (it writes `supabase/.generated/tmdb-proxy/`), and
 * deploy with JWT verification off for this function (`verify_jwt = false`), because `<img>`
 * tags fetch the generated posters without an Authorization header.
 */
import movies from '../../.generated/tmdb-proxy/movies.json' with { type: 'json' };
import { parseRawMovies } from '../../catalog/raw-movie.ts';
import { useRawMovies } from './catalog-source.ts';
import { handler } from './handler.ts';

declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

useRawMovies(() => parseRawMovies(movies));

Deno.serve((request) => handler(request, Deno.env.toObject()));
