import { Link as RouterLink } from 'react-router';
import { Box, Flex, HStack, IconButton, MenuIcon, Text } from '@marquee/shared/ui';
import { Logo } from './logo';
import { SearchForm } from './search-form';
import { ThemeSwitcher } from './theme-switcher';
import { AccountArea } from './user-menu';

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
      <Flex h="16" align="center" gap={{ base: 2, md: 4 }} px={{ base: 3, md: 6 }} maxW="8xl" mx="auto">
        {showMenuButton ? (
          <IconButton aria-label="Open menu" variant="ghost" size="sm" display={{ base: 'inline-flex', lg: 'none' }} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <RouterLink to="/" aria-label="Marquee home">
          <HStack gap="2">
            <Logo />
            <Text fontWeight="black" fontSize="lg" letterSpacing="tight" display={{ base: 'none', sm: 'block' }}>
              Marquee
            </Text>
          </HStack>
        </RouterLink>
        <Flex flex="1" justify="center" minW="0">
          <SearchForm />
        </Flex>
        <HStack gap="1">
          <ThemeSwitcher />
          <AccountArea />
        </HStack>
      </Flex>
    </Box>
  );
}
