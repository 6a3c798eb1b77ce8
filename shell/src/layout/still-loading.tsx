import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Flex, Text } from '@marquee/shared/ui';
import { STILL_LOADING_AFTER_MS, type PendingLoad, pendingLoads, subscribePendingLoads } from '../routes/page-load-deadline';

/**
 * A page whose code has been on its way for STILL_LOADING_AFTER_MS says so, with Retry; its
 * section's panel follows at the load's deadline (routes/page-load-deadline.ts).
 *
 * The message is shown for the load whose timer ran out, without reading the clock again: a first
 * load's wait starts at the page-open time (sub-millisecond), and comparing it with Date.now()
 * (whole milliseconds) when the timer fires could come out a fraction short and never show it.
 */
export function StillLoading() {
  const loads = useSyncExternalStore(subscribePendingLoads, pendingLoads, pendingLoads);
  const [overdue, setOverdue] = useState<PendingLoad | null>(null);
  const oldest = loads.reduce<PendingLoad | undefined>(
    (found, load) => (found === undefined || load.startedAt < found.startedAt ? load : found),
    undefined,
  );
  useEffect(() => {
    if (!oldest) return undefined;
    const wait = Math.ceil(oldest.startedAt + STILL_LOADING_AFTER_MS - Date.now());
    if (wait <= 0) {
      setOverdue(oldest);
      return undefined;
    }
    const timer = setTimeout(() => setOverdue(oldest), wait);
    return () => clearTimeout(timer);
  }, [oldest]);
  if (!oldest || overdue !== oldest) return null;
  return (
    <Flex role="status" align="center" justify="center" gap="3" wrap="wrap" py="3" data-testid="still-loading">
      <Text color="fg.muted">{`Still loading ${oldest.section}…`}</Text>
      <Button size="sm" variant="outline" onClick={oldest.retry}>
        Retry
      </Button>
    </Flex>
  );
}
