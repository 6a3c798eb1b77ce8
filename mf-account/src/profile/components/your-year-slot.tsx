/**
 * The member's diary numbers and "Your year" charts, embedded from mf-journal (which owns the
 * diary): loaded through the federation runtime, so this remote keeps accounts and settings only.
 */
import { RemoteBoundary, loadWidgetModule, type YourYearProps } from '@marquee/shared/federation';
import { Skeleton } from '@marquee/shared/ui';

const loadYourYear = () => loadWidgetModule('mf_journal/YourYear');

export function YourYearSlot(props: YourYearProps) {
  return (
    <RemoteBoundary
      section="Your year"
      load={loadYourYear}
      props={props}
      skeleton={<Skeleton height="64" borderRadius="2xl" role="status" aria-busy="true" aria-label="Loading your year" />}
    />
  );
}
