import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { serializeDocument } from '../lib/rich-text';
import { freshMovieId, storedReview, writeReview } from '../testing/review-fixtures';
import { renderWithReviews } from '../testing/render-with-reviews';
import ReviewList from './review-list';

const doc = (text: string) => serializeDocument([{ type: 'paragraph', children: [{ text: 'Plain ' }, { text, bold: true }] }]);

describe('ReviewList', () => {
  it('says so when there are no reviews, asking for this movie only', async () => {
    const viewer = await createTestAccount();
    const movieId = freshMovieId();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: viewer });
    expect(await screen.findByText('No reviews yet. Be the first to write a review!')).toBeTruthy();
    expect(viewer.network.requests.some((request) => request.path.startsWith('/rest/v1/reviews') && request.path.includes(`movie_id=eq.${movieId}`))).toBe(true);
  });

  it('shows author, stars, date and the rich text of each review', async () => {
    const author = await createTestAccount();
    const movieId = freshMovieId();
    const review = await writeReview(author, { movie_id: movieId, rating: 4, review_text: doc('bold words') });
    renderWithReviews(<ReviewList movieId={movieId} />);
    const card = await screen.findByRole('article', { name: `Review by ${author.username}` });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    const written = new Date(review.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(within(card).getByText(written)).toBeTruthy();
    expect(within(card).getByText('bold words').tagName).toBe('STRONG');
  });

  it('renders stored markup as text, never as HTML', async () => {
    const author = await createTestAccount();
    const movieId = freshMovieId();
    await writeReview(author, { movie_id: movieId, rating: 2, review_text: '<img src=x onerror="alert(1)"> <b>hi</b>' });
    renderWithReviews(<ReviewList movieId={movieId} />);
    const card = await screen.findByRole('article');
    expect(card.querySelector('img[src="x"]')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('<img src=x onerror="alert(1)"> <b>hi</b>')).toBeTruthy();
  });

  it('hides a spoiler review until Show spoilers is pressed', async () => {
    const [spoiler, plain] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await writeReview(spoiler, { movie_id: movieId, rating: 3, review_text: doc('the twist'), contains_spoilers: true });
    await writeReview(plain, { movie_id: movieId, rating: 3, review_text: doc('no secrets') });
    renderWithReviews(<ReviewList movieId={movieId} />);
    const card = await screen.findByRole('article', { name: `Review by ${spoiler.username}` });
    expect(within(card).queryByText('the twist')).toBeNull();
    expect(within(card).getByText('This review contains spoilers.')).toBeTruthy();
    expect(screen.getByText('no secrets')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show spoilers' }));
    expect(within(card).getByText('the twist')).toBeTruthy();
  });

  async function twoReviews(): Promise<{ movieId: number; me: TestAccount; other: TestAccount }> {
    const [me, other] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await writeReview(me, { movie_id: movieId, rating: 5 });
    await writeReview(other, { movie_id: movieId, rating: 1 });
    return { movieId, me, other };
  }

  it("offers Delete on the signed-in author's own review only, and deletes after confirmation", async () => {
    const { movieId, me, other } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    const mine = await screen.findByRole('article', { name: `Review by ${me.username}` });
    const theirs = screen.getByRole('article', { name: `Review by ${other.username}` });
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(me.network.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: `Review by ${me.username}` })).toBeNull());
    expect(await storedReview(me, movieId)).toBeNull();
    expect(await storedReview(other, movieId)).not.toBeNull();
    expect(screen.getByRole('article', { name: `Review by ${other.username}` })).toBeTruthy();
  });

  it('shows no Delete to guests', async () => {
    const { movieId } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />);
    for (const card of await screen.findAllByRole('article')) expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
