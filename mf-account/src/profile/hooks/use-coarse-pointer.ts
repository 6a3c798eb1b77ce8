import { useSyncExternalStore } from 'react';

/** A touch screen's finger is the primary pointer: nothing to click, nothing to drag a file with. */
const COARSE_POINTER = '(pointer: coarse)';

function mediaList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the device's primary pointer is coarse (a touch screen), following it as it changes (a tablet's keyboard attached). */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList()?.matches ?? false,
    () => false,
  );
}
