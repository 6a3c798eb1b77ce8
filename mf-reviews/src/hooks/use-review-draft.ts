import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_DEBOUNCE_MS } from '../lib/review-limits';
import { removeDraft, saveDraft, type ReviewDraft } from '../lib/review-draft';
import type { ReviewFormValues } from '../lib/review-schema';

export interface ReviewDraftState {
  /** Something changed since the form opened or was reset. */
  dirty: boolean;
  /** When the stored draft was saved, or null when there is none. */
  lastSaved: string | null;
  /** Marks the form dirty and saves `values` once changes pause for the debounce. */
  change(values: ReviewFormValues): void;
  /** Removes the stored draft and forgets pending changes. */
  discard(): void;
}

/**
 * Auto-saves the review form as a local draft: every change marks it dirty and
 * the last values are written 1 s after the changes stop. Changes still waiting when the form
 * closes are written at once, so closing within the second loses nothing.
 */
export function useReviewDraft(movieId: number, userId: string | null, loaded: ReviewDraft | null): ReviewDraftState {
  const [dirty, setDirty] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(loaded?.lastSaved ?? null);
  const pending = useRef<{ values: ReviewFormValues | null; timer: ReturnType<typeof setTimeout> | undefined }>({
    values: null,
    timer: undefined,
  });

  const change = useCallback(
    (values: ReviewFormValues) => {
      const state = pending.current;
      setDirty(true);
      state.values = values;
      clearTimeout(state.timer);
      state.timer = setTimeout(() => {
        state.values = null;
        setLastSaved(saveDraft(movieId, userId, values).lastSaved);
      }, DRAFT_DEBOUNCE_MS);
    },
    [movieId, userId],
  );

  const discard = useCallback(() => {
    const state = pending.current;
    clearTimeout(state.timer);
    state.values = null;
    removeDraft(movieId, userId);
    setDirty(false);
    setLastSaved(null);
  }, [movieId, userId]);

  useEffect(() => {
    const state = pending.current;
    return () => {
      clearTimeout(state.timer);
      if (state.values) saveDraft(movieId, userId, state.values);
      state.values = null;
    };
  }, [movieId, userId]);

  return { dirty, lastSaved, change, discard };
}
