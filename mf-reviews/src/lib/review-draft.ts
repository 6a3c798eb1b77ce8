/**
 * The review draft in local storage (`@marquee/shared/drafts`): one per movie and user, holding
 * the form's values and when they were saved.
 */
import {
  loadDraft as loadStoredDraft,
  removeDraft as removeStoredDraft,
  saveDraft as saveStoredDraft,
  type Draft,
} from '@marquee/shared/drafts';
import type { ReviewFormValues } from './review-schema';

export type ReviewDraft = Draft<ReviewFormValues>;

export function draftKey(movieId: number, userId: string | null): string {
  return `review-draft:${movieId}:${userId ?? 'guest'}`;
}

function isReviewValues(draft: Record<string, unknown>): boolean {
  return typeof draft.rating === 'number' && typeof draft.reviewText === 'string' && typeof draft.containsSpoilers === 'boolean';
}

export function loadDraft(movieId: number, userId: string | null): ReviewDraft | null {
  return loadStoredDraft<ReviewFormValues>(draftKey(movieId, userId), isReviewValues);
}

export function saveDraft(movieId: number, userId: string | null, values: ReviewFormValues, now: Date = new Date()): ReviewDraft {
  const { rating, reviewText, containsSpoilers } = values;
  return saveStoredDraft(draftKey(movieId, userId), { rating, reviewText, containsSpoilers }, now);
}

export function removeDraft(movieId: number, userId: string | null): void {
  removeStoredDraft(draftKey(movieId, userId));
}

/**
 * The draft to open with: the user's own, else one they wrote as a guest on this movie before
 * signing in, which then becomes theirs.
 */
export function openingDraft(movieId: number, userId: string | null): ReviewDraft | null {
  const own = loadDraft(movieId, userId);
  if (own || userId === null) return own;
  const guest = loadDraft(movieId, null);
  if (!guest) return null;
  saveStoredDraft(
    draftKey(movieId, userId),
    { rating: guest.rating, reviewText: guest.reviewText, containsSpoilers: guest.containsSpoilers },
    new Date(guest.lastSaved),
  );
  removeDraft(movieId, null);
  return guest;
}
