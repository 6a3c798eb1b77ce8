import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectTargetFrom, useAuth } from '@marquee/shared/auth';
import { PageSkeleton } from '../layout/page-skeleton';

/**
 * Sign-in and sign-up are for guests: a user who arrives signed in goes back where they came
 * from, or home. Someone who signs in on the page itself is sent on by the page, after its
 * "Welcome back!" toast (the redirect follows 100 ms later), not yanked away
 * here the moment the session appears.
 */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  // Decided once, when auth first settles (React's "adjust state while rendering" pattern).
  if (!loading && arrivedSignedIn === null) setArrivedSignedIn(Boolean(user));

  if (loading || arrivedSignedIn === null) return <PageSkeleton />;
  if (arrivedSignedIn && user) return <Navigate to={redirectTargetFrom(location.state)} replace />;
  return <>{children}</>;
}
