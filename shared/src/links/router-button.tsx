/** A Chakra button that navigates through the router: the look of a button, the semantics of a link. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, type ButtonProps } from '@marquee/shared/ui';

export function RouterButton({ to, children, ...props }: { to: string; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
