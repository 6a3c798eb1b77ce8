import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeUser } from '@marquee/shared/testing';
import { createFakeReviewsClient, reviewRow } from '../testing/fake-reviews-client';
import { renderWithReviews } from '../testing/render-with-reviews';
import ReviewDialog from './review-dialog';

afterEach(() => localStorage.clear());

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open editor
      </button>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <ReviewDialog movieId={7} movieTitle="Heat" open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ReviewDialog', () => {
  it('opens with the form for the movie and closes after a successful save', async () => {
    const fake = createFakeReviewsClient();
    renderWithReviews(<Opener />, { client: fake.client, user: fakeUser() });
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(dialog.textContent).toContain('Heat');
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(fake.saves()[0]?.payload).toMatchObject({ movie_id: 7, rating: 3 });
  });

  it("is titled for editing when the user already reviewed the movie", async () => {
    const fake = createFakeReviewsClient({ mine: async () => ({ data: reviewRow({ rating: 4 }), error: null }) });
    renderWithReviews(<Opener />, { client: fake.client, user: fakeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open editor' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Your Review' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Update Review' })).toBeTruthy();
  });
});
