/** Where the bell goes in the header: nothing for a guest, the bell's own chunk for a member. */
import { lazy, Suspense } from 'react';
import { useAuth } from '@marquee/shared/auth';

const NotificationsBell = lazy(() => import(/* webpackChunkName: "notifications-bell" */ './notifications-bell'));

export function NotificationsBellSlot() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsBell userId={user.id} />
    </Suspense>
  );
}
