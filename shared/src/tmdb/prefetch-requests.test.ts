/**
 * A route's first data (`prefetch`) is taken from the request builders its page's queries use, so
 * the early start reads, for an address, exactly what the page then asks: the same path and
 * parameters (one URL, which the TMDb client finds already on its way).
 */
import { describe, expect, it, vi } from 'vitest';
import { resolvePrefetch, type PrefetchRequest } from '@marquee/shared/first-paint';
import { configurationPrefetch, getConfiguration } from './get-configuration';
import { genresPrefetch, getGenres } from './get-genres';
import { getMovieDetails, movieDetailsPrefetch } from './get-movie-details';
import { fetchMovieList, movieListPrefetch } from './movie-list-query';
import { searchMovies, searchMoviesPrefetch } from './search-movies';
import { createTmdbClient } from './tmdb-client';

function recordingClient() {
  const data = { page: 1, results: [], total_pages: 1, total_results: 0, genres: [] };
  const invoke = vi.fn(async (_name: string, _options: { body: unknown }) => ({ data: { success: true, data }, error: null }));
  return { client: createTmdbClient({ functions: { invoke } }), asked: () => invoke.mock.calls.at(-1)?.[1].body };
}

const early = (request: PrefetchRequest, params: Record<string, string> = {}, search = '') =>
  resolvePrefetch(request, params, new URLSearchParams(search));

describe("a route's first data is what its page's queries ask", () => {
  it('the movie page: its details with everything appended, for the id the page reads from the address', async () => {
    const { client, asked } = recordingClient();
    await getMovieDetails(12, {}, client);
    expect(early(movieDetailsPrefetch, { id: '12abc' })).toEqual(asked());
  });

  it("a listing's first page, where images live and the genres' names", async () => {
    const { client, asked } = recordingClient();
    for (const kind of ['popular', 'top_rated', 'trending', 'upcoming'] as const) {
      await fetchMovieList(client, kind, 1);
      expect(early(movieListPrefetch(kind))).toEqual(asked());
    }
    await getConfiguration(client);
    expect(early(configurationPrefetch)).toEqual(asked());
    await getGenres(client);
    expect(early(genresPrefetch)).toEqual(asked());
  });

  it("a search's first page, for the address's trimmed query", async () => {
    const { client, asked } = recordingClient();
    await searchMovies(' star ', 1, client);
    expect(early(searchMoviesPrefetch('q'), {}, 'q=%20star%20')).toEqual(asked());
  });
});
