import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` right after the page's first commit, in a transition, with `placeholder`
 * until then: the filters are many controls with state machines, and the page's heading, search
 * box and results should not wait for them after a click.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return <>{ready ? children : placeholder}</>;
}
