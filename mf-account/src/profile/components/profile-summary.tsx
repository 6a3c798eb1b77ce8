import type { Profile } from '@marquee/shared/auth';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { Link as RouterLinkBase } from 'react-router';
import { buildPath, paths } from '@marquee/shared/routes';
import { CalendarIcon, Card, HStack, Link, Stack, Text } from '@marquee/shared/ui';
import { formatAccountDate } from '../lib/join-date';
import { AvatarUpload } from './avatar-upload';
import { MailIcon } from './profile-icons';
import { UsernameEditor } from './username-editor';

/** Who this is: avatar (with upload), username (with edit mode), e-mail and join date. */
export function ProfileSummary({ profile, email }: { profile: Profile; email: string | undefined }) {
  return (
    <Card.Root variant="elevated" borderRadius="2xl" overflow="hidden">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="center">
          <AvatarUpload username={profile.username} avatarUrl={trustedAvatarUrl(profile.avatar_url) ?? null} />
          <Stack
            gap="2"
            flex="1"
            minW="0"
            w="full"
            align={{ base: 'center', md: 'flex-start' }}
            textAlign={{ base: 'center', md: 'start' }}
          >
            {/* Keyed by the saved name: after a save, the editor starts from the new one. */}
            <UsernameEditor key={profile.username} username={profile.username} />
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '5' }} color="fg.muted" fontSize="sm" align="center">
              {email ? (
                <HStack gap="1.5" minW="0">
                  <MailIcon flexShrink={0} />
                  <Text truncate>{email}</Text>
                </HStack>
              ) : null}
              <HStack gap="1.5">
                <CalendarIcon />
                <Text>Joined {formatAccountDate(profile.created_at)}</Text>
              </HStack>
              <Link asChild color="orange.fg" fontWeight="medium">
                <RouterLinkBase to={buildPath(paths.publicProfile, { username: profile.username })}>View public profile</RouterLinkBase>
              </Link>
            </Stack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
