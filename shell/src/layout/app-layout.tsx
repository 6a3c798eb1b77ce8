import { Outlet } from 'react-router';
import { Box, Flex } from '@marquee/shared/ui';
import { Footer } from './footer';
import { FrameFirst } from './frame-first';
import { NavigationProgress } from './navigation-progress';
import { StillLoading } from './still-loading';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { Header } from './header';
import { NavigationDrawer, useNavigationDrawer } from './navigation-drawer';
import { SideNav } from './side-nav';

/** The frame of every main page: sticky header, Explore navigation (a drawer on small screens), footer. */
export function AppLayout() {
  useFocusOnNavigation();
  const menu = useNavigationDrawer();
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress />
      <Header onOpenMenu={menu.openMenu} />
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
          <StillLoading />
          <FrameFirst>
            <Outlet />
          </FrameFirst>
        </Box>
      </Flex>
      <Footer />
      <NavigationDrawer open={menu.open} onOpenChange={menu.setOpen} />
    </Flex>
  );
}
