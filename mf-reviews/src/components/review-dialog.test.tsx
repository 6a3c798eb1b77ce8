import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import { freshMovieId, storedReview, writeReview } from '../testing/review-fixtures';
import { renderWithReviews } from '../testing/render-with-reviews';
import ReviewDialog from './review-dialog';

afterEach(() => localStorage.clear());

function Opener({ movieId }: { movieId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open editor
      </button>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <ReviewDialog movieId={movieId} movieTitle="Heat" open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ReviewDialog', () => {
  it('opens with the form for the movie and closes after a successful save', async () => {
    const account = await createTestAccount();
    const movieId = freshMovieId();
    renderWithReviews(<Opener movieId={movieId} />, { account });
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    expect(dialog.textContent).toContain('Heat');
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(await storedReview(account, movieId)).toMatchObject({ movie_id: movieId, rating: 3 });
  });

  it('is titled for editing when the user already reviewed the movie', async () => {
    const account = await createTestAccount();
    const movieId = freshMovieId();
    await writeReview(account, { movie_id: movieId, rating: 4 });
    renderWithReviews(<Opener movieId={movieId} />, { account });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open editor' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Your Review' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Update Review' })).toBeTruthy();
  });
});
