import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_TIMES, shouldRetry, shouldRetryDetail } from '@marquee/shared/query';
import { configurationQueryOptions } from './get-configuration';
import { genresQueryOptions } from './get-genres';
import { getMovieDetails, movieDetailsQueryOptions } from './get-movie-details';
import { getSimilarMovies } from './get-similar-movies';
import { movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import { searchMoviesQueryOptions } from './search-movies';
import { createTmdbClient } from './tmdb-client';
import { flattenPages, nextPageParam } from './query-config';

function recordingClient(data: unknown = { page: 1, results: [], total_pages: 1, total_results: 0 }) {
  const invoke = vi.fn(async (_name: string, _options: { body: unknown }) => ({ data: { success: true, data }, error: null }));
  return { client: createTmdbClient({ functions: { invoke } }), bodies: () => invoke.mock.calls.map((call) => call[1].body) };
}

describe('TMDb calls', () => {
  it('requests the documented paths', async () => {
    const { client, bodies } = recordingClient();
    await getMovieDetails(550, {}, client);
    await getMovieDetails(550, { full: false }, client);
    await getSimilarMovies(550, 3, client);
    await new QueryClient().fetchQuery(movieListQueryOptions(client, 'trending', 2));
    expect(bodies()).toEqual([
      { path: '/movie/550', params: { append_to_response: 'credits,videos,images,recommendations' } },
      { path: '/movie/550', params: {} },
      { path: '/movie/550/similar', params: { page: 3 } },
      { path: '/trending/movie/week', params: { page: 2 } },
    ]);
  });

  it('uses the cache times and retry rules', () => {
    const { client } = recordingClient();
    expect(movieListQueryOptions(client, 'trending', 1)).toMatchObject({ ...CACHE_TIMES.list, retry: shouldRetry });
    expect(movieDetailsQueryOptions(1, {}, client)).toMatchObject({ ...CACHE_TIMES.detail, retry: shouldRetryDetail });
    expect(genresQueryOptions(client)).toMatchObject({ staleTime: 24 * 3_600_000, gcTime: 48 * 3_600_000 });
    expect(configurationQueryOptions(client)).toMatchObject(CACHE_TIMES.genres);
  });

  it('disables queries that have nothing to ask', () => {
    expect(movieDetailsQueryOptions(0).enabled).toBe(false);
    expect(movieDetailsQueryOptions(Number.NaN).enabled).toBe(false);
    expect(searchMoviesQueryOptions('   ').enabled).toBe(false);
    expect(searchMoviesQueryOptions(' alien ').queryKey).toEqual(['movies', 'search', { query: 'alien', page: 1 }]);
  });

  it('pages an infinite list until total_pages', async () => {
    const pages = [1, 2].map((page) => ({ page, results: [{ id: page }, { id: 1 }], total_pages: 2, total_results: 4 }));
    const invoke = vi.fn(async (_name: string, options: { body: { params: Record<string, unknown> } }) => ({
      data: { success: true, data: pages[Number(options.body.params.page) - 1] },
      error: null,
    }));
    const queryClient = new QueryClient();
    const options = movieListInfiniteQueryOptions(createTmdbClient({ functions: { invoke } }), 'popular');
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    const data = queryClient.getQueryData(options.queryKey);
    expect(data?.pages).toHaveLength(2);
    expect(flattenPages(data).map((movie) => movie.id)).toEqual([1, 2]);
    expect(nextPageParam(pages[1]!)).toBeUndefined();
    expect(nextPageParam(pages[0]!)).toBe(2);
  });
});
