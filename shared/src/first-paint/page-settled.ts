import { startTransition, useEffect, useState } from 'react';

/**
 * When code the first screen does not need in order to be drawn (a tab's keyboard handling, a
 * switch's machine, the auth client confirming a stored session) may start downloading: once the
 * page has loaded (its load event, then a moment the browser has nothing else to do), at the
 * visitor's first input, or after a few seconds at most (a page whose load event a hanging
 * request holds back), whichever comes first. Until then the network and the main thread belong
 * to what the visitor is waiting to see: the page's code, its data and its first images.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
const IDLE_TIMEOUT_MS = 1_000;
const MAX_WAIT_MS = 4_000;

let settled: Promise<void> | undefined;
let isSettled = false;

export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      isSettled = true;
      resolve();
      return;
    }
    const finish = () => {
      if (isSettled) return;
      isSettled = true;
      for (const type of INPUT_EVENTS) window.removeEventListener(type, finish, { capture: true });
      window.removeEventListener('load', afterLoad);
      clearTimeout(cap);
      resolve();
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(finish, 0);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, finish, { capture: true, passive: true });
    const cap = setTimeout(finish, MAX_WAIT_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/**
 * Whether the page has settled (see `pageSettled`), rendering again when it does: in a transition,
 * which React renders in slices (what settling starts is never urgent).
 */
export function usePageSettled(): boolean {
  const [settledNow, setSettledNow] = useState(isSettled);
  useEffect(() => {
    if (settledNow) return undefined;
    let live = true;
    void pageSettled().then(() => live && startTransition(() => setSettledNow(true)));
    return () => {
      live = false;
    };
  }, [settledNow]);
  return settledNow;
}
