import { useRevalidator, useRouteError } from 'react-router';
import { RemoteErrorPanel } from '@marquee/shared/federation';

/**
 * A route whose remote could not be loaded (down, hanging past its timeout, incompatible) or whose
 * page threw: the section's panel, inside the shell's layout, with Retry running the route again.
 */
export function RouteError({ section }: { section: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  console.error(`[marquee] ${section} failed:`, error);
  return <RemoteErrorPanel section={section} onRetry={() => void revalidator.revalidate()} />;
}
