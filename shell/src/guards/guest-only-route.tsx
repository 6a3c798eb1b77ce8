import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import type { FromState } from './protected-route';

/** Sign-in and sign-up are for guests: a signed-in user goes back where they came from, or home. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user) {
    const from = (location.state as FromState | null)?.from;
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/';
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
