import { Link as RouterLink } from 'react-router';
import { BookmarkIcon, Box, HeartIcon, LogOutIcon, Menu, Portal, Text, UserIcon } from '@marquee/shared/ui';
import { paths } from '@marquee/shared/routes';

export interface MemberMenuProps {
  username: string;
  email: string | undefined;
  /** The member's public page, once they have a username. */
  publicProfilePath: string | null;
  onSignOut: () => void;
}

/**
 * The signed-in member's menu: who they are and their pages. Its code downloads with the menu's
 * when the avatar button is first wanted (AccountArea), never on a guest's page.
 */
export function MemberMenu({ username, email, publicProfilePath, onSignOut }: MemberMenuProps) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW="56">
          <Box px="3" py="2">
            <Text fontWeight="semibold" data-testid="user-menu-username">
              {username}
            </Text>
            <Text fontSize="sm" color="fg.muted" data-testid="user-menu-email">
              {email}
            </Text>
          </Box>
          <Menu.Separator />
          <Menu.Item value="profile" asChild>
            <RouterLink to={paths.profile}>
              <UserIcon /> Profile
            </RouterLink>
          </Menu.Item>
          {publicProfilePath ? (
            <Menu.Item value="public-profile" asChild>
              <RouterLink to={publicProfilePath}>
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
          <Menu.Item value="sign-out" onClick={onSignOut}>
            <LogOutIcon /> Sign out
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
