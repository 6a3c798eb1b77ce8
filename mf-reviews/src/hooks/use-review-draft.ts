import { useCallback } from 'react';
import { useDraftAutosave, type DraftAutosave } from '@marquee/shared/drafts';
import { DRAFT_DEBOUNCE_MS } from '../lib/review-limits';
import { removeDraft, saveDraft, type ReviewDraft } from '../lib/review-draft';
import type { ReviewFormValues } from '../lib/review-schema';

export type ReviewDraftState = DraftAutosave<ReviewFormValues>;

/**
 * Auto-saves the review form as a local draft (`@marquee/shared/drafts`): the last values are
 * written 1 s after the changes stop, and at once when the form closes.
 */
export function useReviewDraft(movieId: number, userId: string | null, loaded: ReviewDraft | null): ReviewDraftState {
  const save = useCallback((values: ReviewFormValues) => saveDraft(movieId, userId, values).lastSaved, [movieId, userId]);
  const remove = useCallback(() => removeDraft(movieId, userId), [movieId, userId]);
  return useDraftAutosave(save, remove, loaded?.lastSaved ?? null, DRAFT_DEBOUNCE_MS);
}
