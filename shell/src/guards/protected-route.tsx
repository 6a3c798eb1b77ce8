import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { fromState, useAuth, type AuthRedirectState } from '@marquee/shared/auth';
import { PageSkeleton } from '../layout/page-skeleton';
import { SIGN_IN_PATH } from '../routes/route-table';

/** Location state the guards use to send a visitor back where they came from. */
export type FromState = AuthRedirectState;

/** Skeleton while auth loads; without a user, sign in first and come back here afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace state={fromState(location)} />;
  return <>{children}</>;
}
