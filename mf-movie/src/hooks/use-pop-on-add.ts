/**
 * A short "pop" of an icon when its toggle turns on (added to Favorites or the Watchlist), so
 * the change registers without reading the label. framer-motion's mini animate drives the
 * browser's own Web Animations: a few KB, not the whole library. Skipped for visitors who ask
 * for reduced motion, on the first render, and where the browser cannot animate.
 */
import { useEffect, useRef } from 'react';
import { animate } from 'framer-motion/dom/mini';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function usePopOnAdd<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  const previous = useRef(active);
  useEffect(() => {
    const turnedOn = active && !previous.current;
    previous.current = active;
    const element = ref.current;
    if (!turnedOn || !element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    try {
      const animation = animate(element, { transform: ['scale(1)', 'scale(1.4)', 'scale(1)'] }, { duration: 0.35, ease: 'easeOut' });
      return () => animation.stop();
    } catch {
      // Decoration only: an environment that cannot animate still toggles.
      return undefined;
    }
  }, [active]);
  return ref;
}
