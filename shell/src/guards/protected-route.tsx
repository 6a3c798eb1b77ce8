import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { PageSkeleton } from '../layout/page-skeleton';
import { SIGN_IN_PATH } from '../routes/route-table';

/** Location state the guards use to send a visitor back where they came from. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Skeleton while auth loads; without a user, sign in first and come back here afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <>{children}</>;
}
