import { CloseButton, Drawer, Portal } from '@marquee/shared/ui';
import { SideNav } from './side-nav';

/** The Explore navigation's drawer as drawn (navigation-drawer.tsx loads it on the first open). */
export function NavigationDrawerContent({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
