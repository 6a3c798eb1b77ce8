import { useCallback } from 'react';
import { RemoteBoundary, loadRemoteModule, type PageModuleId } from '@marquee/shared/federation';
import { PageSkeleton } from '../layout/page-skeleton';

/** A route's page: its remote module, loaded on first visit, inside the failure boundary. */
export function RemotePage({ module, section }: { module: PageModuleId; section: string }) {
  const load = useCallback(() => loadRemoteModule(module), [module]);
  return <RemoteBoundary key={module} cacheKey={module} section={section} load={load} skeleton={<PageSkeleton />} />;
}
