import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review } from '@marquee/shared/reviews';
import { serializeDocument } from '../lib/rich-text';
import { fakeUser } from '@marquee/shared/testing';
import { createFakeReviewsClient, reviewRow } from '../testing/fake-reviews-client';
import { renderWithReviews } from '../testing/render-with-reviews';
import ReviewList from './review-list';

const doc = (text: string) => serializeDocument([{ type: 'paragraph', children: [{ text: 'Plain ' }, { text, bold: true }] }]);

function setup(rows: (Partial<Review> & { id: string })[], { signedIn = false } = {}) {
  let current = rows;
  const fake = createFakeReviewsClient({
    list: async () => ({ data: current.map((row) => ({ ...reviewRow(row), author: { username: `user_${row.id}`, avatar_url: null } })), error: null }),
    save: async (query) => {
      if (query.operation === 'delete') current = current.filter((row) => row.id !== query.filters.id);
      return { data: null, error: null };
    },
  });
  renderWithReviews(<ReviewList movieId={7} />, { client: fake.client, ...(signedIn ? { user: fakeUser() } : {}) });
  return fake;
}

describe('ReviewList', () => {
  it('says so when there are no reviews', async () => {
    const { queries } = setup([]);
    expect(await screen.findByText('No reviews yet. Be the first to write a review!')).toBeTruthy();
    expect(queries[0]?.filters).toEqual({ movie_id: 7 });
  });

  it('shows author, stars, date and the rich text of each review', async () => {
    setup([{ id: 'a', rating: 4, review_text: doc('bold words'), created_at: '2026-03-01T10:00:00Z' }]);
    const card = await screen.findByRole('article', { name: 'Review by user_a' });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(card).getByText('March 1, 2026')).toBeTruthy();
    expect(within(card).getByText('bold words').tagName).toBe('STRONG');
  });

  it('renders stored markup as text, never as HTML', async () => {
    setup([{ id: 'x', review_text: '<img src=x onerror="alert(1)"> <b>hi</b>' }]);
    const card = await screen.findByRole('article');
    expect(card.querySelector('img[src="x"]')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('<img src=x onerror="alert(1)"> <b>hi</b>')).toBeTruthy();
  });

  it('hides a spoiler review until Show spoilers is pressed', async () => {
    setup([
      { id: 's', review_text: doc('the twist'), contains_spoilers: true },
      { id: 'n', review_text: doc('no secrets'), contains_spoilers: false },
    ]);
    const spoiler = await screen.findByRole('article', { name: 'Review by user_s' });
    expect(within(spoiler).queryByText('the twist')).toBeNull();
    expect(within(spoiler).getByText('This review contains spoilers.')).toBeTruthy();
    expect(screen.getByText('no secrets')).toBeTruthy();
    await userEvent.setup().click(within(spoiler).getByRole('button', { name: 'Show spoilers' }));
    expect(within(spoiler).getByText('the twist')).toBeTruthy();
  });

  it("offers Delete on the signed-in author's own review only, and deletes after confirmation", async () => {
    const fake = setup([{ id: 'mine', user_id: 'user-1' }, { id: 'theirs', user_id: 'user-2' }], { signedIn: true });
    const mine = await screen.findByRole('article', { name: 'Review by user_mine' });
    expect(within(screen.getByRole('article', { name: 'Review by user_theirs' })).queryByRole('button', { name: 'Delete' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your review?' });
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.saves()).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Review by user_mine' })).toBeNull());
    expect(fake.saves()).toMatchObject([{ operation: 'delete', filters: { id: 'mine' } }]);
    expect(screen.getByRole('article', { name: 'Review by user_theirs' })).toBeTruthy();
  });

  it('shows no Delete to guests', async () => {
    setup([{ id: 'mine', user_id: 'user-1' }]);
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
