import { lazy, Suspense, useState } from 'react';

/**
 * The Explore navigation as a drawer, which the header's menu button opens below `lg` (where the
 * side navigation is not drawn). Every layout has it, the auth pages too, so a phone can always
 * reach the rest of the site.
 */
export function useNavigationDrawer() {
  const [open, setOpen] = useState(false);
  return { open, openMenu: () => setOpen(true), setOpen };
}

/** The drawer's code, fetched on the first open: a visitor who never opens it never downloads it. */
const NavigationDrawerContent = lazy(() =>
  import(/* webpackChunkName: "navigation-drawer" */ './navigation-drawer-content').then((module) => ({
    default: module.NavigationDrawerContent,
  })),
);

export function NavigationDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NavigationDrawerContent open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
