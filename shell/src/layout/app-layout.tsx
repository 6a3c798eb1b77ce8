import { useState } from 'react';
import { Outlet } from 'react-router';
import { Box, CloseButton, Drawer, Flex, Portal } from '@marquee/shared/ui';
import { Footer } from './footer';
import { FrameFirst } from './frame-first';
import { NavigationProgress } from './navigation-progress';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { Header } from './header';
import { SideNav } from './side-nav';

/** The frame of every main page: sticky header, Explore navigation (a drawer on small screens), footer. */
export function AppLayout() {
  useFocusOnNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress />
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <Flex flex="1" maxW="8xl" w="full" mx="auto">
        <Box
          as="aside"
          display={{ base: 'none', lg: 'block' }}
          w="60"
          flexShrink={0}
          px="4"
          py="6"
          position="sticky"
          top="16"
          alignSelf="flex-start"
        >
          <SideNav />
        </Box>
        {/* At least a screen tall: the footer starts below the fold, so content arriving in stages never pushes it around on screen. */}
        <Box as="main" id="main" flex="1" minW="0" minH="100dvh" px={{ base: 4, md: 6 }} py={{ base: 4, md: 6 }}>
          <FrameFirst>
            <Outlet />
          </FrameFirst>
        </Box>
      </Flex>
      <Footer />
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Marquee</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <SideNav onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
