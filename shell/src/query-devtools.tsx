import { lazy, Suspense } from 'react';

declare const process: { env: { MARQUEE_MODE: string } };

/**
 * React Query's devtools in development builds only: the condition is a build-time constant, so
 * production builds drop the import and ship none of it.
 */
const Devtools =
  process.env.MARQUEE_MODE === 'development'
    ? lazy(() => import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })))
    : null;

export function QueryDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools initialIsOpen={false} buttonPosition="bottom-left" />
    </Suspense>
  );
}
