import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '@marquee/shared/ui';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { serializeDocument } from '@marquee/shared/rich-text';
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
    expect(
      viewer.network.requests.some(
        (request) => request.path.startsWith('/rest/v1/reviews') && request.path.includes(`movie_id=eq.${movieId}`),
      ),
    ).toBe(true);
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

  it("shows the reader's own review first as Your review with Edit, and links authors to their public profile", async () => {
    const { movieId, me, other } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    const mine = await screen.findByRole('article', { name: `Review by ${me.username}` });
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toBe(mine);
    expect(within(mine).getByText('Your review')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: /^Like review/ })).toBeNull();
    const theirs = screen.getByRole('article', { name: `Review by ${other.username}` });
    expect(within(theirs).getByRole('link', { name: other.username }).getAttribute('href')).toBe(`/u/${other.username}`);
  });

  it("opens the reader's own review in the editor on Edit, the editor's code loading only then", async () => {
    const { movieId, me } = await twoReviews();
    const user = userEvent.setup();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    const mine = await screen.findByRole('article', { name: `Review by ${me.username}` });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Your Review' }, { timeout: 10_000 });
    expect(await within(editor).findByRole('button', { name: 'Update Review' })).toBeTruthy();
  });

  it('sorts by the chosen order', async () => {
    const [low, high, mid] = [await createTestAccount(), await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await writeReview(low, { movie_id: movieId, rating: 1 });
    await writeReview(high, { movie_id: movieId, rating: 5 });
    await writeReview(mid, { movie_id: movieId, rating: 3 });
    renderWithReviews(<ReviewList movieId={movieId} />);
    const names = async () => (await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-label'));
    expect(await names()).toEqual([mid, high, low].map((a) => `Review by ${a.username}`));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Highest rated');
    await waitFor(async () => expect(await names()).toEqual([high, mid, low].map((a) => `Review by ${a.username}`)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rated');
    await waitFor(async () => expect(await names()).toEqual([low, mid, high].map((a) => `Review by ${a.username}`)));
  });

  it('likes and unlikes a review: pressed state and count, stored in the database', async () => {
    const { movieId, me, other } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    const like = await screen.findByRole('button', { name: `Like review by ${other.username}` });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(like).getByText('0')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(like).getByText('1')).toBeTruthy();
    await waitFor(async () => expect((await me.client.from('review_likes').select('user_id').eq('user_id', me.id)).data).toHaveLength(1));
    await user.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(async () => expect((await me.client.from('review_likes').select('user_id').eq('user_id', me.id)).data).toEqual([]));
  });

  it('rolls a failed like back and says so', async () => {
    const { movieId, me, other } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    const like = await screen.findByRole('button', { name: `Like review by ${other.username}` });
    const toast = vi.spyOn(toaster, 'create');
    me.network.failNext('POST', /\/rest\/v1\/review_likes/);
    await userEvent.setup().click(like);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Could not like the review' })));
    toast.mockRestore();
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(within(like).getByText('0')).toBeTruthy();
  });

  it('sends a guest who presses Like to sign in, coming back to the review', async () => {
    const { movieId, other } = await twoReviews();
    const { router } = renderWithReviews(<ReviewList movieId={movieId} />, { path: '/movie/:id', entry: `/movie/${movieId}` });
    const like = await screen.findByRole('button', { name: `Like review by ${other.username}` });
    await userEvent.setup().click(like);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const state = router.state.location.state as { from: { pathname: string; hash: string } };
    expect(state.from.pathname).toBe(`/movie/${movieId}`);
    expect(state.from.hash).toMatch(/^#review-[0-9a-f-]{36}$/);
  });

  it('shows ten reviews, then ten more with Load more', async () => {
    const movieId = freshMovieId();
    for (let index = 0; index < 12; index += 1) await writeReview(await createTestAccount(), { movie_id: movieId, rating: 3 });
    renderWithReviews(<ReviewList movieId={movieId} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 60_000);

  it('updates the Marquee rating when the reader deletes their review', async () => {
    const { movieId, me } = await twoReviews();
    renderWithReviews(<ReviewList movieId={movieId} />, { account: me });
    expect(await screen.findByText('3.0')).toBeTruthy();
    expect(screen.getByText('2 ratings')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: `Review by ${me.username}` })).getByRole('button', { name: 'Delete' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('1.0')).toBeTruthy();
    expect(screen.getByText('1 rating')).toBeTruthy();
  });

  it('shows spoilers at once to a reader who always shows them', async () => {
    const [author, reader] = [await createTestAccount(), await createTestAccount()];
    const movieId = freshMovieId();
    await writeReview(author, { movie_id: movieId, rating: 3, review_text: doc('the twist'), contains_spoilers: true });
    await reader.client.from('user_preferences').insert({ always_show_spoilers: true });
    renderWithReviews(<ReviewList movieId={movieId} />, { account: reader });
    expect(await screen.findByText('the twist')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show spoilers' })).toBeNull();
  });
});
