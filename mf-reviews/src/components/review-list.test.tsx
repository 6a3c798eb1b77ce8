import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review } from '@marquee/shared/reviews';
import { serializeDocument } from '../lib/rich-text';
import { createFakeReviewsClient, reviewRow } from '../testing/fake-reviews-client';
import { renderWithReviews } from '../testing/render-with-reviews';
import ReviewList from './review-list';

const doc = (text: string) => serializeDocument([{ type: 'paragraph', children: [{ text: 'Plain ' }, { text, bold: true }] }]);

function setup(rows: (Partial<Review> & { id: string })[]) {
  const fake = createFakeReviewsClient({
    list: async () => ({ data: rows.map((row) => ({ ...reviewRow(row), author: { username: `user_${row.id}`, avatar_url: null } })), error: null }),
  });
  renderWithReviews(<ReviewList movieId={7} />, { client: fake.client });
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
});
