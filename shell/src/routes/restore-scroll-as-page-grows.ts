/**
 * Back and Forward return to where the member was, also when the page is not yet as tall as it
 * was. react-router's scroll restoration scrolls once, when the page first renders; a page then
 * may still be growing (the home page renders its rows in stages, a page opened again in a new
 * document waits for its data), and the browser clamps the scroll to the height it has then: the
 * home page, left 1,967 px down at phone width, came back 269 px down. This keeps the restored
 * position as the page grows, as a browser restores a document's, until it is reached, the
 * member scrolls or types, another navigation starts, or a few seconds have passed.
 */
import type { DataRouter } from 'react-router';

/** Long enough for a page's data and images to arrive, short enough never to fight the member. */
const GIVE_UP_AFTER_MS = 5_000;

/** What the member does to move the page themselves (a scrollbar drag starts with a pointerdown). */
const MEMBER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type ScrollRouter = Pick<DataRouter, 'subscribe' | 'state'>;

function reached(y: number): boolean {
  return Math.abs(window.scrollY - y) < 1;
}

/** Scrolls to `y` each time the page grows, until reached or stopped; returns the stop. */
function pursue(y: number): () => void {
  const observer = new ResizeObserver(() => {
    if (reached(y)) stop();
    else window.scrollTo(0, y);
  });
  const timer = setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of MEMBER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of MEMBER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}

/** Starts keeping each restored position the router asks for; returns the unsubscribe. */
export function restoreScrollAsPageGrows(router: ScrollRouter): () => void {
  let shown = router.state.location;
  let restoring: number | false | null = null;
  let stop: (() => void) | null = null;
  const unsubscribe = router.subscribe((state) => {
    const moved = state.location !== shown;
    const target = state.restoreScrollPosition;
    if (!moved && target === restoring) return;
    shown = state.location;
    restoring = target;
    stop?.();
    stop = typeof target === 'number' && target > 0 ? pursue(target) : null;
  });
  return () => {
    stop?.();
    unsubscribe();
  };
}
