import { Outlet } from 'react-router';
import { Box, Flex } from '@marquee/shared/ui';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { Header } from './header';

/** The wrapper of the auth pages: the header, and the form centred without the side navigation. */
export function AuthLayout() {
  useFocusOnNavigation();
  return (
    <Flex direction="column" minH="100dvh">
      <NavigationProgress />
      <Header showMenuButton={false} />
      <Box as="main" id="main" flex="1" w="full" maxW="md" mx="auto" px="4" py={{ base: 8, md: 16 }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
