import { useCallback, useEffect, useRef, useState } from 'react';

export interface DraftAutosave<T> {
  /** Something changed since the form opened or was reset. */
  dirty: boolean;
  /** When the stored draft was saved, or null when there is none. */
  lastSaved: string | null;
  /** Marks the form dirty and saves `values` once changes pause for the debounce. */
  change(values: T): void;
  /** Removes the stored draft and forgets pending changes. */
  discard(): void;
}

/**
 * Auto-saves a form as a local draft: every change marks it dirty and the last values are written
 * once the changes have paused for `debounceMs`. Changes still waiting when the form closes, or
 * the page is left (reloaded, closed), are written at once, so leaving within the pause loses
 * nothing. `save` writes one draft and answers
 * its timestamp; `remove` deletes it; both are for one form (a new pair is a new form).
 */
export function useDraftAutosave<T>(
  save: (values: T) => string,
  remove: () => void,
  loadedLastSaved: string | null,
  debounceMs: number,
): DraftAutosave<T> {
  const [dirty, setDirty] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(loadedLastSaved);
  const pending = useRef<{ values: T | null; timer: ReturnType<typeof setTimeout> | undefined }>({ values: null, timer: undefined });

  const change = useCallback(
    (values: T) => {
      const state = pending.current;
      setDirty(true);
      state.values = values;
      clearTimeout(state.timer);
      state.timer = setTimeout(() => {
        state.values = null;
        setLastSaved(save(values));
      }, debounceMs);
    },
    [save, debounceMs],
  );

  const discard = useCallback(() => {
    const state = pending.current;
    clearTimeout(state.timer);
    state.values = null;
    remove();
    setDirty(false);
    setLastSaved(null);
  }, [remove]);

  useEffect(() => {
    const state = pending.current;
    const flush = () => {
      clearTimeout(state.timer);
      if (state.values) setLastSaved(save(state.values));
      state.values = null;
    };
    // A reload or a closed tab unmounts nothing: the page's last changes are written as it goes.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      clearTimeout(state.timer);
      if (state.values) save(state.values);
      state.values = null;
    };
  }, [save]);

  return { dirty, lastSaved, change, discard };
}
