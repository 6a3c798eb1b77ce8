import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { buildPath, paths } from '@marquee/shared/routes';
import { Avatar, Button, HStack, Skeleton } from '@marquee/shared/ui';
import { MenuOnDemand } from './menu-on-demand';
import type * as MemberMenuModule from './member-menu';

let memberMenu: typeof MemberMenuModule | undefined;

/** The member's menu items: their own chunk, downloaded with the menu's code on first want. */
const preloadMemberMenu = (): Promise<boolean> =>
  import(/* webpackChunkName: "member-menu" */ './member-menu').then(
    (module) => {
      memberMenu = module;
      return true;
    },
    () => false,
  );

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
      preload={preloadMemberMenu}
      trigger={
        <Button variant="ghost" size="sm" px="1" borderRadius="full" aria-label="Account menu">
          <Avatar.Root size="sm" colorPalette="orange">
            <Avatar.Fallback name={username} />
            {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
          </Avatar.Root>
        </Button>
      }
    >
      {() =>
        memberMenu ? (
          <memberMenu.MemberMenu
            username={username}
            email={user.email}
            publicProfilePath={profile?.username ? buildPath(paths.publicProfile, { username: profile.username }) : null}
            onSignOut={() => void signOut()}
          />
        ) : null
      }
    </MenuOnDemand>
  );
}
