/**
 * One toaster for the page. Any remote calls `toaster.create({ title, description, type })`;
 * the shell renders <AppToaster /> once. The toast viewport and its machine load with the first
 * toast (it then shows every toast still visible), not with the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

export { toaster };

const ToastViewport = lazy(() => import('./toast-viewport'));

export function AppToaster() {
  const [used, setUsed] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (used) return undefined;
    if (toaster.getVisibleToasts().length > 0) {
      setUsed(true);
      return undefined;
    }
    return toaster.subscribe(() => setUsed(true));
  }, [used]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
