/** A member in a list of people: avatar, username linking to their profile, and a Follow button. */
import { Link as RouterLink } from 'react-router';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { buildPath, paths } from '@marquee/shared/routes';
import { Avatar, HStack, Link, Text } from '@marquee/shared/ui';
import { FollowButton } from './follow-button';

export function MemberRow({
  userId,
  username,
  avatarUrl,
  detail,
}: {
  userId: string;
  username: string;
  avatarUrl: string | null;
  detail?: string;
}) {
  const avatar = trustedAvatarUrl(avatarUrl);
  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Avatar.Root size="md" colorPalette="orange">
        <Avatar.Fallback name={username} />
        {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
      </Avatar.Root>
      <HStack flex="1" minW="0" gap="2" flexWrap="wrap">
        <Link asChild fontWeight="semibold" truncate>
          <RouterLink to={buildPath(paths.publicProfile, { username })}>{username}</RouterLink>
        </Link>
        {detail ? (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        ) : null}
      </HStack>
      <FollowButton userId={userId} username={username} size="xs" />
    </HStack>
  );
}
