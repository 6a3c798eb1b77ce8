import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { buildPath, paths } from '@marquee/shared/routes';
import {
  Avatar,
  BookmarkIcon,
  Box,
  Button,
  HStack,
  HeartIcon,
  LogOutIcon,
  Menu,
  Portal,
  Skeleton,
  Text,
  UserIcon,
} from '@marquee/shared/ui';
import { MenuOnDemand } from './menu-on-demand';

/** Sign In / Sign Up for guests; the user menu once signed in (Layout). */
export function AccountArea() {
  const { user, profile, loading, signOut } = useAuth();
  if (loading) return <Skeleton width="24" height="8" borderRadius="full" role="status" aria-label="Loading account" />;
  if (!user) {
    return (
      <HStack gap={{ base: 1, sm: 2 }}>
        <Button asChild variant="ghost" size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.signInShort}>Sign In</RouterLink>
        </Button>
        <Button asChild colorPalette="orange" size={{ base: 'xs', sm: 'sm' }}>
          <RouterLink to={paths.signUpShort}>Sign Up</RouterLink>
        </Button>
      </HStack>
    );
  }
  const avatarUrl = trustedAvatarUrl(profile?.avatar_url);
  const username = profile?.username ?? (user.user_metadata?.username as string | undefined) ?? user.email ?? 'Account';
  return (
    <MenuOnDemand
      trigger={
        <Button variant="ghost" size="sm" px="1" borderRadius="full" aria-label="Account menu">
          <Avatar.Root size="sm" colorPalette="orange">
            <Avatar.Fallback name={username} />
            {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
          </Avatar.Root>
        </Button>
      }
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold" data-testid="user-menu-username">
                {username}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="user-menu-email">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile}>
                <UserIcon /> Profile
              </RouterLink>
            </Menu.Item>
            {profile?.username ? (
              <Menu.Item value="public-profile" asChild>
                <RouterLink to={buildPath(paths.publicProfile, { username: profile.username })}>
                  <UserIcon /> View public profile
                </RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Item value="favorites" asChild>
              <RouterLink to={paths.favorites}>
                <HeartIcon /> Favorites
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="watchlist" asChild>
              <RouterLink to={paths.watchlist}>
                <BookmarkIcon /> Watchlist
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onClick={() => void signOut()}>
              <LogOutIcon /> Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </MenuOnDemand>
  );
}
