import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Opening another movie from this page (a recommendation) keeps the same route component, so
 * the window would stay scrolled to where the card was. A new movie starts at the top; going
 * back or forward (POP) leaves the browser's own scroll position alone.
 */
export function useScrollToTopOnNewMovie(movieId: number) {
  const navigationType = useNavigationType();
  const previous = useRef(movieId);
  useEffect(() => {
    if (previous.current === movieId) return;
    previous.current = movieId;
    if (navigationType !== 'POP' && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [movieId, navigationType]);
}
