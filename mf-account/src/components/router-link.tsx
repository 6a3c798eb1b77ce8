import type { ReactNode } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import { Link } from '@marquee/shared/ui';

/** A Chakra-styled link that navigates inside the shell's router (no full page load). */
export function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Link>
  );
}
