import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount } from '@marquee/shared/testing';
import { getMovieReviews } from './get-movie-reviews';
import { getMyReview } from './get-my-review';
import { reviewKeys } from './review-keys';
import { saveReview } from './save-review';
import { deleteReview } from './delete-review';
import { getRatingSummary } from './get-rating-summary';
import { setReviewLike } from './toggle-review-like';
import { getAlwaysShowSpoilers, setAlwaysShowSpoilers } from './spoiler-preference';

async function reviewAs(account: { id: string; client: Parameters<typeof saveReview>[0] }, movieId: number, rating: number) {
  return saveReview(account.client, { user_id: account.id, movie_id: movieId, rating, review_text: null, contains_spoilers: false });
}

let nextMovieId = 800_000 + Math.floor(Math.random() * 50_000) * 10;
const freshMovieId = () => (nextMovieId += 1);

describe('reviews calls (supabase-js against the local stack)', () => {
  it("lists a movie's reviews newest first, each with its author's username and avatar", async () => {
    const [older, newer] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await saveReview(older.client, { user_id: older.id, movie_id: movieId, rating: 2, review_text: null, contains_spoilers: false });
    await saveReview(newer.client, { user_id: newer.id, movie_id: movieId, rating: 5, review_text: null, contains_spoilers: false });
    const { reviews, total } = await getMovieReviews(anonTestClient(), { movieId });
    expect(total).toBe(2);
    expect(reviews.map((review) => [review.author?.username, review.rating])).toEqual([
      [newer.username, 5],
      [older.username, 2],
    ]);
    expect(reviews[0]?.author).toEqual({ username: newer.username, avatar_url: null });
  });

  it('orders "Newest" by when a review was written, so an imported review keeps its place', async () => {
    const [imported, written] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await saveReview(written.client, { user_id: written.id, movie_id: movieId, rating: 3, review_text: null, contains_spoilers: false });
    // Imported after the other one was written, but dated by its Letterboxd review of 2024.
    await imported.client
      .from('reviews')
      .insert({ user_id: imported.id, movie_id: movieId, rating: 5, reviewed_at: '2024-02-11T12:00:00Z', watched_on: '2024-02-10' })
      .throwOnError();
    const { reviews } = await getMovieReviews(anonTestClient(), { movieId, sort: 'newest' });
    expect(reviews.map((review) => [review.author?.username, review.reviewed_at.slice(0, 10)])).toEqual([
      [written.username, new Date().toISOString().slice(0, 10)],
      [imported.username, '2024-02-11'],
    ]);
  });

  it("reads the user's own review, null when there is none", async () => {
    const account = await createTestAccount();
    const movieId = freshMovieId();
    expect(await getMyReview(account.client, movieId, account.id)).toBeNull();
    const saved = await saveReview(account.client, {
      user_id: account.id,
      movie_id: movieId,
      rating: 4,
      review_text: null,
      contains_spoilers: false,
    });
    expect(await getMyReview(account.client, movieId, account.id)).toEqual({
      ...saved,
      author: { username: account.username, avatar_url: null },
    });
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
    await expect(
      saveReview(other.client, { user_id: author.id, movie_id: movieId, rating: 4, review_text: null, contains_spoilers: false }),
    ).rejects.toMatchObject({
      code: '42501',
    });
    const review = await saveReview(author.client, {
      user_id: author.id,
      movie_id: movieId,
      rating: 4,
      review_text: null,
      contains_spoilers: false,
    });
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

  it("sorts by rating and by likes, leaves the reader's own review out and marks what they like", async () => {
    const [a, b, c, reader] = [await createTestAccount(), await createTestAccount(), await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    const [ra, rb, rc] = [await reviewAs(a, movieId, 3), await reviewAs(b, movieId, 5), await reviewAs(c, movieId, 1)];
    await reviewAs(reader, movieId, 4);
    await setReviewLike(reader.client, { reviewId: ra.id, userId: reader.id, like: true });
    await setReviewLike(b.client, { reviewId: ra.id, userId: b.id, like: true });
    await setReviewLike(reader.client, { reviewId: rc.id, userId: reader.id, like: true });
    // Liking twice is still one like.
    await setReviewLike(reader.client, { reviewId: rc.id, userId: reader.id, like: true });
    const order = async (sort: 'highest' | 'lowest' | 'most_liked') =>
      (await getMovieReviews(reader.client, { movieId, sort, viewerId: reader.id })).reviews.map((r) => [
        r.id,
        r.likes_count,
        r.liked_by_me,
      ]);
    expect(await order('highest')).toEqual([
      [rb.id, 0, false],
      [ra.id, 2, true],
      [rc.id, 1, true],
    ]);
    expect(await order('lowest')).toEqual([
      [rc.id, 1, true],
      [ra.id, 2, true],
      [rb.id, 0, false],
    ]);
    expect(await order('most_liked')).toEqual([
      [ra.id, 2, true],
      [rc.id, 1, true],
      [rb.id, 0, false],
    ]);
    await setReviewLike(reader.client, { reviewId: ra.id, userId: reader.id, like: false });
    // One like each now: the newer review first.
    expect(await order('most_liked')).toEqual([
      [rc.id, 1, true],
      [ra.id, 1, false],
      [rb.id, 0, false],
    ]);
    await expect(setReviewLike(a.client, { reviewId: ra.id, userId: a.id, like: true })).rejects.toMatchObject({ code: '23514' });
  });

  it('pages ten at a time with the total', async () => {
    const movieId = freshMovieId();
    for (let index = 0; index < 11; index += 1) await reviewAs(await createTestAccount(), movieId, 1 + (index % 5));
    const first = await getMovieReviews(anonTestClient(), { movieId });
    expect([first.reviews.length, first.total, first.nextOffset]).toEqual([10, 11, 10]);
    const second = await getMovieReviews(anonTestClient(), { movieId, offset: 10 });
    expect([second.reviews.length, second.nextOffset]).toEqual([1, null]);
    expect(new Set([...first.reviews, ...second.reviews].map((r) => r.id)).size).toBe(11);
  });

  it("summarises a movie's ratings: count, one-decimal average, five-bar histogram", async () => {
    const movieId = freshMovieId();
    expect(await getRatingSummary(anonTestClient(), movieId)).toEqual({ count: 0, average: null, histogram: [0, 0, 0, 0, 0] });
    for (const rating of [5, 5, 2]) await reviewAs(await createTestAccount(), movieId, rating);
    expect(await getRatingSummary(anonTestClient(), movieId)).toEqual({ count: 3, average: 4, histogram: [2, 0, 0, 1, 0] });
  });

  it('keeps "Always show spoilers" to its owner', async () => {
    const [owner, other] = [await createTestAccount(), await createTestAccount()];
    expect(await getAlwaysShowSpoilers(owner.client, owner.id)).toBe(false);
    expect(await setAlwaysShowSpoilers(owner.client, owner.id, true)).toBe(true);
    expect(await getAlwaysShowSpoilers(owner.client, owner.id)).toBe(true);
    expect(await getAlwaysShowSpoilers(other.client, owner.id)).toBe(false);
    expect(await getAlwaysShowSpoilers(anonTestClient(), owner.id)).toBe(false);
  });
});
