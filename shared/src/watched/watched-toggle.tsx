/**
 * The "Watched" toggle (an eye; a button with aria-pressed): marks a film watched without a date.
 * A guest is sent to sign in and brought back. Unmarking a film the member has logged in their
 * diary asks first, and keeps the entries.
 */
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { paths } from '@marquee/shared/routes';
import { Frame, type WatchedToggleProps } from './watched-frame';

export type { WatchedToggleProps } from './watched-frame';

/** The member's toggle (its queries, the toggle and the question): fetched when a member's card shows it. */
const MemberToggle = lazy(() => import(/* webpackChunkName: "member-watched-toggle" */ './member-watched-toggle'));

export function WatchedToggle(props: WatchedToggleProps) {
  const { user, loading } = useAuth();
  if (!loading && !user) return <GuestToggle {...props} />;
  return (
    <Suspense fallback={<Frame pressed={false} disabled size={props.size} width={props.width} />}>
      <MemberToggle {...props} />
    </Suspense>
  );
}

function GuestToggle({ size, width }: WatchedToggleProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Frame
      pressed={false}
      disabled={false}
      size={size}
      width={width}
      onClick={() => void navigate(paths.signIn, { state: fromState(location) })}
    />
  );
}
