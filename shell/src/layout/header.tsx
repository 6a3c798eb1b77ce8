import { Link as RouterLink } from 'react-router';
import { Box, Flex, HStack, IconButton, MenuIcon, Text, preloadDrawer } from '@marquee/shared/ui';
import { Logo } from './logo';
import { SearchForm } from './search-form';
import { ThemeSwitcher } from './theme-switcher';
import { AccountArea } from './user-menu';

const preloadDrawerCode = () => void preloadDrawer();

export function Header({ onOpenMenu, showMenuButton = true }: { onOpenMenu?: () => void; showMenuButton?: boolean }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/80"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
    >
      {/* On phones the search form takes a row of its own below the logo and buttons. */}
      <Flex
        minH="16"
        align="center"
        wrap={{ base: 'wrap', md: 'nowrap' }}
        columnGap={{ base: 2, md: 4 }}
        rowGap="2"
        px={{ base: 3, md: 6 }}
        py={{ base: 2, md: 0 }}
        maxW="8xl"
        mx="auto"
      >
        {showMenuButton ? (
          <IconButton
            aria-label="Open menu"
            variant="ghost"
            size="sm"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={onOpenMenu}
            // The navigation drawer's code loads when first wanted: pointer or focus start it.
            onPointerEnter={preloadDrawerCode}
            onFocus={preloadDrawerCode}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <RouterLink to="/" aria-label="Marquee home">
          <HStack gap="2">
            <Logo />
            <Text fontWeight="black" fontSize="lg" letterSpacing="tight">
              Marquee
            </Text>
          </HStack>
        </RouterLink>
        <Flex flex="1" justify="center" minW="0" order={{ base: 3, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }}>
          <SearchForm />
        </Flex>
        <HStack gap="1" ms="auto">
          <ThemeSwitcher />
          <AccountArea />
        </HStack>
      </Flex>
    </Box>
  );
}
