import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getMovieReviews } from './get-movie-reviews';
import { getMyReview } from './get-my-review';
import { reviewKeys } from './review-keys';
import { saveReview } from './save-review';
import { deleteReview } from './delete-review';

type Call = [string, ...unknown[]];

/** A query builder that records its chain and answers `answer` when awaited. */
function fakeClient(answer: { data: unknown; error: unknown }) {
  const calls: Call[] = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'insert', 'update', 'delete', 'single', 'maybeSingle', 'returns']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => unknown) => Promise.resolve(answer).then(resolve);
  const client = {
    from: (table: string) => {
      calls.push(['from', table]);
      return builder;
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

const row = { id: 'r1', user_id: 'u1', movie_id: 7, rating: 4, review_text: null, contains_spoilers: false, created_at: '', updated_at: '' };

describe('reviews calls', () => {
  it("lists a movie's reviews newest first with the author embedded", async () => {
    const { client, calls } = fakeClient({ data: [row], error: null });
    expect(await getMovieReviews(client, 7)).toEqual([row]);
    expect(calls.slice(0, 4)).toEqual([
      ['from', 'reviews'],
      ['select', '*, author:profiles(username, avatar_url)'],
      ['eq', 'movie_id', 7],
      ['order', 'created_at', { ascending: false }],
    ]);
  });

  it("reads the user's own review, null when there is none", async () => {
    const { client, calls } = fakeClient({ data: null, error: null });
    expect(await getMyReview(client, 7, 'u1')).toBeNull();
    expect(calls).toEqual([['from', 'reviews'], ['select', '*'], ['eq', 'movie_id', 7], ['eq', 'user_id', 'u1'], ['maybeSingle']]);
  });

  it('inserts a new review and returns the row', async () => {
    const { client, calls } = fakeClient({ data: row, error: null });
    const fields = { user_id: 'u1', movie_id: 7, rating: 4, review_text: null, contains_spoilers: false };
    expect(await saveReview(client, fields)).toEqual(row);
    expect(calls).toEqual([['from', 'reviews'], ['insert', fields], ['select'], ['single']]);
  });

  it('updates an existing review by id with the same fields', async () => {
    const { client, calls } = fakeClient({ data: row, error: null });
    const fields = { user_id: 'u1', movie_id: 7, rating: 5, review_text: '[]', contains_spoilers: true };
    await saveReview(client, { id: 'r1', ...fields });
    expect(calls).toEqual([['from', 'reviews'], ['update', fields], ['eq', 'id', 'r1'], ['select'], ['single']]);
  });

  it('throws the backend error', async () => {
    const failure = { message: 'new row violates row-level security policy', code: '42501' };
    const { client } = fakeClient({ data: null, error: failure });
    await expect(saveReview(client, { user_id: 'u1', movie_id: 7, rating: 4, review_text: null, contains_spoilers: false })).rejects.toBe(failure);
    await expect(deleteReview(client, 'r1')).rejects.toBe(failure);
  });

  it("keys every query of a movie under the movie's prefix", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(reviewKeys.movieList(7), []);
    queryClient.setQueryData(reviewKeys.mine(7, 'u1'), null);
    queryClient.setQueryData(reviewKeys.movieList(8), []);
    await queryClient.invalidateQueries({ queryKey: reviewKeys.movie(7) });
    expect(queryClient.getQueryState(reviewKeys.movieList(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reviewKeys.mine(7, 'u1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reviewKeys.movieList(8))?.isInvalidated).toBe(false);
  });
});
