import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount } from '@marquee/shared/testing';
import { getMovieReviews } from './get-movie-reviews';
import { getMyReview } from './get-my-review';
import { reviewKeys } from './review-keys';
import { saveReview } from './save-review';
import { deleteReview } from './delete-review';

let nextMovieId = 800_000 + Math.floor(Math.random() * 50_000) * 10;
const freshMovieId = () => (nextMovieId += 1);

describe('reviews calls (supabase-js against the local stack)', () => {
  it("lists a movie's reviews newest first, each with its author's username and avatar", async () => {
    const [older, newer] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await saveReview(older.client, { user_id: older.id, movie_id: movieId, rating: 2, review_text: null, contains_spoilers: false });
    await saveReview(newer.client, { user_id: newer.id, movie_id: movieId, rating: 5, review_text: null, contains_spoilers: false });
    const reviews = await getMovieReviews(anonTestClient(), movieId);
    expect(reviews.map((review) => [review.author?.username, review.rating])).toEqual([
      [newer.username, 5],
      [older.username, 2],
    ]);
    expect(reviews[0]?.author).toEqual({ username: newer.username, avatar_url: null });
  });

  it("reads the user's own review, null when there is none", async () => {
    const account = await createTestAccount();
    const movieId = freshMovieId();
    expect(await getMyReview(account.client, movieId, account.id)).toBeNull();
    const saved = await saveReview(account.client, { user_id: account.id, movie_id: movieId, rating: 4, review_text: null, contains_spoilers: false });
    expect(await getMyReview(account.client, movieId, account.id)).toEqual(saved);
  });

  it('inserts a new review and returns the row; updates it by id with the same fields', async () => {
    const account = await createTestAccount();
    const movieId = freshMovieId();
    const fields = { user_id: account.id, movie_id: movieId, rating: 4, review_text: null, contains_spoilers: false };
    const inserted = await saveReview(account.client, fields);
    expect(inserted).toMatchObject({ ...fields, id: expect.any(String) });
    const updated = await saveReview(account.client, { id: inserted.id, ...fields, rating: 5, review_text: '[]', contains_spoilers: true });
    expect(updated).toMatchObject({ id: inserted.id, rating: 5, review_text: '[]', contains_spoilers: true });
  });

  it("throws the backend's error: row level security refuses another user's writes", async () => {
    const [author, other] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await expect(saveReview(other.client, { user_id: author.id, movie_id: movieId, rating: 4, review_text: null, contains_spoilers: false })).rejects.toMatchObject({
      code: '42501',
    });
    const review = await saveReview(author.client, { user_id: author.id, movie_id: movieId, rating: 4, review_text: null, contains_spoilers: false });
    await deleteReview(other.client, review.id);
    expect(await getMyReview(author.client, movieId, author.id)).not.toBeNull();
    await deleteReview(author.client, review.id);
    expect(await getMyReview(author.client, movieId, author.id)).toBeNull();
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
