import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Flex, Text } from '@marquee/shared/ui';
import { STILL_LOADING_AFTER_MS, pendingLoads, subscribePendingLoads } from '../routes/page-load-deadline';

/**
 * A page whose code has been on its way for STILL_LOADING_AFTER_MS says so, with Retry; its
 * section's panel follows at the load's deadline (routes/page-load-deadline.ts).
 */
export function StillLoading() {
  const loads = useSyncExternalStore(subscribePendingLoads, pendingLoads, pendingLoads);
  const [now, setNow] = useState(Date.now);
  const oldest = loads.reduce<(typeof loads)[number] | undefined>(
    (found, load) => (found === undefined || load.startedAt < found.startedAt ? load : found),
    undefined,
  );
  useEffect(() => {
    if (!oldest) return undefined;
    const wait = oldest.startedAt + STILL_LOADING_AFTER_MS - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [oldest]);
  if (!oldest || now - oldest.startedAt < STILL_LOADING_AFTER_MS) return null;
  return (
    <Flex role="status" align="center" justify="center" gap="3" wrap="wrap" py="3" data-testid="still-loading">
      <Text color="fg.muted">{`Still loading ${oldest.section}…`}</Text>
      <Button size="sm" variant="outline" onClick={oldest.retry}>
        Retry
      </Button>
    </Flex>
  );
}
