/**
 * Whether an element has come within `marginPx` below the viewport (or into it): once true, it
 * stays true. For a section below the fold whose code or data is worth loading only when the
 * visitor scrolls towards it. Where IntersectionObserver does not exist, it is near at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearViewport<T extends Element>(marginPx: number): [near: boolean, ref: RefObject<T | null>] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx]);
  return [near, ref];
}
