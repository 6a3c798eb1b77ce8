import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { draftKey, saveDraft } from '../lib/review-draft';
import { serializeDocument } from '@marquee/shared/rich-text';
import { freshMovieId, storedReview, writeReview } from '../testing/review-fixtures';
import { renderWithReviews } from '../testing/render-with-reviews';
import { ReviewForm } from './review-form';

let account: TestAccount;
let MOVIE_ID: number;
const doc = (text: string) => serializeDocument([{ type: 'paragraph', children: [{ text }] }]);

let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(async () => {
  // A form unmounted by the previous test's cleanup writes its pending draft.
  localStorage.clear();
  toast = vi.spyOn(toaster, 'create');
  account = await createTestAccount();
  MOVIE_ID = freshMovieId();
});
afterEach(() => {
  account.network.resume();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function setup({ signedIn = true }: { signedIn?: boolean } = {}) {
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  renderWithReviews(<ReviewForm movieId={MOVIE_ID} movieTitle="Heat" onSuccess={onSuccess} onCancel={onCancel} />, {
    account: signedIn ? account : null,
  });
  return { onSuccess, onCancel };
}

/** The writes the form sent to the reviews table. */
const saves = () => account.network.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/rest/v1/reviews'));

const submitButton = () => screen.getByRole('button', { name: /Submit Review|Update Review|Submitting|Updating/ }) as HTMLButtonElement;
const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const storedDraft = (userId: string | null = account.id) =>
  JSON.parse(localStorage.getItem(draftKey(MOVIE_ID, userId)) ?? 'null') as unknown;

describe('ReviewForm', () => {
  it('is a new review: submit disabled until a rating, then inserts with trimmed null text and shows Submitting...', async () => {
    const { onSuccess } = setup();
    const user = userEvent.setup();
    await screen.findByRole('radiogroup');
    expect(submitButton().textContent).toBe('Submit Review');
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByText('Please log in to write a review for this movie.')).toBeNull();
    await user.click(star(4));
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(submitButton().disabled).toBe(false);
    account.network.hold();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    account.network.resume();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(saves().map((request) => request.method)).toEqual(['POST']);
    expect(await storedReview(account, MOVIE_ID)).toMatchObject({
      user_id: account.id,
      movie_id: MOVIE_ID,
      rating: 4,
      review_text: null,
      contains_spoilers: false,
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Review submitted', type: 'success' }));
    expect(storedDraft()).toBeNull();
  });

  it("edits the user's existing review: loads it, shows Updating... and updates by id", async () => {
    const existing = await writeReview(account, {
      movie_id: MOVIE_ID,
      rating: 2,
      review_text: doc('An older opinion of mine.'),
      contains_spoilers: true,
    });
    const { onSuccess } = setup();
    const user = userEvent.setup();
    await waitFor(() => expect(submitButton().textContent).toBe('Update Review'));
    expect(star(2).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('An older opinion of mine.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /contains spoilers/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your review will be marked as containing spoilers and hidden by default.')).toBeTruthy();
    await user.click(star(5));
    account.network.hold();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Updating...'));
    account.network.resume();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(saves()).toEqual([expect.objectContaining({ method: 'PATCH', path: expect.stringContaining(`id=eq.${existing.id}`) })]);
    expect(await storedReview(account, MOVIE_ID)).toMatchObject({
      id: existing.id,
      user_id: account.id,
      movie_id: MOVIE_ID,
      rating: 5,
      review_text: doc('An older opinion of mine.'),
      contains_spoilers: true,
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Review updated', type: 'success' }));
  });

  it('toasts a failed save and keeps what was entered, draft included', async () => {
    saveDraft(MOVIE_ID, account.id, { rating: 3, reviewText: doc('Kept through failure'), containsSpoilers: false });
    account.network.failNext('POST', /^\/rest\/v1\/reviews/);
    const { onSuccess } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error submitting review', description: 'Please try again later.', type: 'error' }),
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(star(5).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Kept through failure')).toBeTruthy();
    expect(submitButton().textContent).toBe('Submit Review');
    expect(storedDraft()).not.toBeNull();
  });

  it('tells guests to log in, and toasts on submit without saving', async () => {
    setup({ signedIn: false });
    const user = userEvent.setup();
    expect(await screen.findByText('Please log in to write a review for this movie.')).toBeTruthy();
    await user.click(star(3));
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Authentication required', description: 'Please log in to submit a review.' }),
      ),
    );
    expect(await storedReview(account, MOVIE_ID)).toBeNull();
  });

  it('validates the text on submit, and a field error clears when that field changes', async () => {
    saveDraft(MOVIE_ID, account.id, { rating: 0, reviewText: doc('  Too short  '), containsSpoilers: false });
    setup();
    const user = userEvent.setup();
    await screen.findByRole('radiogroup');
    // Leaving the rating group without a choice reports it.
    act(() => star(1).focus());
    act(() => star(1).blur());
    expect(await screen.findByText('Please select a rating')).toBeTruthy();
    await user.click(star(2));
    expect(screen.queryByText('Please select a rating')).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByText('Review must be at least 10 characters long')).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('hides the spoiler toggle while there is no text', async () => {
    setup();
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('checkbox', { name: /contains spoilers/ })).toBeNull();
  });

  it('loads the saved draft on open, spoiler flag included', async () => {
    saveDraft(
      MOVIE_ID,
      account.id,
      { rating: 4, reviewText: doc('A draft about the heist.'), containsSpoilers: false },
      new Date('2026-03-01T15:04:05'),
    );
    setup();
    const user = userEvent.setup();
    expect(await screen.findByText('A draft about the heist.')).toBeTruthy();
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('draft-saved').textContent).toBe(`Draft saved ${new Date('2026-03-01T15:04:05').toLocaleTimeString()}`);
    await user.click(screen.getByRole('checkbox', { name: /contains spoilers/ }));
    expect(screen.getByText('Your review will be marked as containing spoilers and hidden by default.')).toBeTruthy();
    await user.click(submitButton());
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(async () =>
      expect(await storedReview(account, MOVIE_ID)).toMatchObject({
        rating: 4,
        review_text: doc('A draft about the heist.'),
        contains_spoilers: true,
      }),
    );
  });

  it('saves the draft 1 s after the last change and marks the form dirty at once', async () => {
    vi.useFakeTimers();
    setup();
    await vi.waitFor(() => screen.getByRole('radiogroup'));
    expect(screen.queryByText('Changes are automatically saved as draft')).toBeNull();
    fireEvent.click(star(2));
    expect(screen.getByText('Changes are automatically saved as draft')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    fireEvent.click(star(3));
    act(() => vi.advanceTimersByTime(999));
    expect(storedDraft()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(storedDraft()).toMatchObject({ rating: 3, reviewText: '', containsSpoilers: false, lastSaved: expect.any(String) });
    expect(screen.getByTestId('draft-saved').textContent).toMatch(/^Draft saved /);
  });

  it('writes changes still waiting for the debounce when the form closes', async () => {
    vi.useFakeTimers();
    const { onCancel } = setup();
    await vi.waitFor(() => screen.getByRole('radiogroup'));
    fireEvent.click(star(4));
    expect(storedDraft()).toBeNull();
    cleanup();
    expect(storedDraft()).toMatchObject({ rating: 4 });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Clear Draft removes the draft and resets to the existing review', async () => {
    await writeReview(account, { movie_id: MOVIE_ID, rating: 2, review_text: doc('What I posted before.') });
    saveDraft(MOVIE_ID, account.id, { rating: 5, reviewText: doc('What I am drafting now.'), containsSpoilers: false });
    setup();
    const user = userEvent.setup();
    expect(await screen.findByText('What I am drafting now.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Draft' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Draft cleared', description: 'Your draft has been removed.' }));
    expect(storedDraft()).toBeNull();
    expect(await screen.findByText('What I posted before.')).toBeTruthy();
    expect(star(2).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('draft-saved')).toBeNull();
  });

  it('Clear Draft resets a new review to blanks', async () => {
    saveDraft(MOVIE_ID, account.id, { rating: 5, reviewText: '', containsSpoilers: false });
    setup();
    const user = userEvent.setup();
    await waitFor(() => expect(star(5).getAttribute('aria-checked')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Clear Draft' }));
    expect(star(5).getAttribute('aria-checked')).toBe('false');
    expect(submitButton().disabled).toBe(true);
  });

  it('Cancel hands back to the caller', async () => {
    const { onCancel } = setup();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
