/**
 * The review draft in local storage: one per movie and user, holding the form's
 * values and when they were saved.
 */
import type { ReviewFormValues } from './review-schema';

export interface ReviewDraft extends ReviewFormValues {
  /** ISO timestamp of the save. */
  lastSaved: string;
}

export function draftKey(movieId: number, userId: string | null): string {
  return `review-draft:${movieId}:${userId ?? 'guest'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): drafts are then simply not kept.
    return null;
  }
}

function isDraft(value: unknown): value is ReviewDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.rating === 'number' &&
    typeof draft.reviewText === 'string' &&
    typeof draft.containsSpoilers === 'boolean' &&
    typeof draft.lastSaved === 'string'
  );
}

export function loadDraft(movieId: number, userId: string | null): ReviewDraft | null {
  const raw = storage()?.getItem(draftKey(movieId, userId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(movieId: number, userId: string | null, values: ReviewFormValues, now: Date = new Date()): ReviewDraft {
  const draft: ReviewDraft = {
    rating: values.rating,
    reviewText: values.reviewText,
    containsSpoilers: values.containsSpoilers,
    lastSaved: now.toISOString(),
  };
  try {
    storage()?.setItem(draftKey(movieId, userId), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still works, only the draft is not kept.
  }
  return draft;
}

export function removeDraft(movieId: number, userId: string | null): void {
  storage()?.removeItem(draftKey(movieId, userId));
}

/** 'Draft saved 3:04:05 PM' style time of a save. */
export function formatDraftTime(lastSaved: string): string {
  return new Date(lastSaved).toLocaleTimeString();
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
  try {
    storage()?.setItem(draftKey(movieId, userId), JSON.stringify(guest));
  } catch {
    return guest;
  }
  removeDraft(movieId, null);
  return guest;
}
