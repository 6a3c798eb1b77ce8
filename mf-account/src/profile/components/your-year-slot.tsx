/**
 * The member's diary numbers and "Your year" charts, embedded from mf-journal (which owns the
 * diary): loaded through the federation runtime, so this remote keeps accounts and settings only.
 * The section sits below the fold of a phone's profile, so mf-journal's code is asked for only
 * when the visitor scrolls towards it (or at once on a screen tall enough to show it): a profile
 * that is only glanced at does not download another remote.
 */
import { RemoteBoundary, loadWidgetModule, type YourYearProps } from '@marquee/shared/federation';
import { Skeleton } from '@marquee/shared/ui';
import { useNearViewport } from '../lib/use-near-viewport';

const loadYourYear = () => loadWidgetModule('mf_journal/YourYear');

/** How far below the viewport the section starts loading: about one scroll gesture ahead. */
const LOAD_AHEAD_PX = 150;

export function YourYearSlot(props: YourYearProps) {
  const [near, ref] = useNearViewport<HTMLDivElement>(LOAD_AHEAD_PX);
  const skeleton = <Skeleton height="64" borderRadius="2xl" role="status" aria-busy="true" aria-label="Loading your year" />;
  if (!near) return <div ref={ref}>{skeleton}</div>;
  return <RemoteBoundary section="Your year" load={loadYourYear} props={props} skeleton={skeleton} />;
}
