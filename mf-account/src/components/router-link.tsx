import type { ReactNode } from 'react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import { Link } from '@marquee/shared/ui';

/**
 * A Chakra-styled link between the account pages, inside the shell's router (no full page load).
 * It carries the page's location state along, so where a guest was going before being sent to
 * sign in (the guard's `from`) survives a detour through sign-up or password reset.
 */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const { state } = useLocation();
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLinkBase to={to} state={state}>
        {children}
      </RouterLinkBase>
    </Link>
  );
}
