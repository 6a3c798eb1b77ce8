import { Outlet } from 'react-router';
import { Box, Flex } from '@marquee/shared/ui';
import { Footer } from './footer';
import { Header } from './header';

/** The wrapper of the auth pages: the header, and the form centred without the side navigation. */
export function AuthLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Header showMenuButton={false} />
      <Box as="main" id="main" flex="1" w="full" maxW="md" mx="auto" px="4" py={{ base: 8, md: 16 }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
