import { Outlet } from 'react-router';
import { Box, Flex } from '@marquee/shared/ui';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { StillLoading } from './still-loading';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { Header } from './header';
import { NavigationDrawer, useNavigationDrawer } from './navigation-drawer';

/**
 * The wrapper of the auth pages: the header (with the menu button that opens the navigation
 * drawer on small screens, as on every page), and the form centred without the side navigation.
 */
export function AuthLayout() {
  useFocusOnNavigation();
  const menu = useNavigationDrawer();
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress />
      <Header onOpenMenu={menu.openMenu} />
      <Box as="main" id="main" flex="1" w="full" maxW="md" mx="auto" px="4" py={{ base: 8, md: 16 }}>
        <StillLoading />
        <Outlet />
      </Box>
      <Footer />
      <NavigationDrawer open={menu.open} onOpenChange={menu.setOpen} />
    </Flex>
  );
}
