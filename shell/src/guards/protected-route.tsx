import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { PageSkeleton } from '../layout/page-skeleton';
import { paths } from '@marquee/shared/routes';

/** Skeleton while auth loads; without a user, sign in first and come back here afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to={paths.signIn} replace state={fromState(location)} />;
  return <>{children}</>;
}
