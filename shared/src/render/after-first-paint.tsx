import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` right after the page's first commit, in a transition, with `placeholder`
 * until then. For the parts of a page a click need not wait for (controls with state machines,
 * sections below the fold): the heading and the first screen show in the first frame, the rest a
 * moment later, in slices that leave the browser free to paint.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return <>{ready ? children : placeholder}</>;
}
