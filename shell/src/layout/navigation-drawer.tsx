import { useState } from 'react';
import { CloseButton, Drawer, Portal } from '@marquee/shared/ui';
import { SideNav } from './side-nav';

/**
 * The Explore navigation as a drawer, which the header's menu button opens below `lg` (where the
 * side navigation is not drawn). Every layout has it, the auth pages too, so a phone can always
 * reach the rest of the site.
 */
export function useNavigationDrawer() {
  const [open, setOpen] = useState(false);
  return { open, openMenu: () => setOpen(true), setOpen };
}

export function NavigationDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Marquee</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SideNav onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
