/**
 * `/u/:username/followers` and `/u/:username/following`: the people, most recent follow first,
 * each with a Follow button, 30 at a time.
 */
import { Link as RouterLink, useLocation } from 'react-router';
import { errorMessage } from '@marquee/shared/format';
import { LoadMoreButton } from '@marquee/shared/movies';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { AlertIcon, Heading, Link, Skeleton, Stack, StatePanel, Text } from '@marquee/shared/ui';
import { useFollowList } from '../api/follows';
import type { FollowDirection } from '../api/social-keys';
import { MemberRow } from '../components/member-row';

export default function FollowListPage() {
  const username = useRouteParams(paths.publicFollowers).username ?? '';
  const direction: FollowDirection = useLocation().pathname.endsWith('/following') ? 'following' : 'followers';
  const list = useFollowList(username, direction);
  const members = list.data?.pages.flat() ?? [];
  const title = direction === 'followers' ? `People following ${username}` : `People ${username} follows`;
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Link asChild fontSize="sm" alignSelf="flex-start">
          <RouterLink to={buildPath(paths.publicProfile, { username })}>Back to {username}</RouterLink>
        </Link>
      </Stack>
      {list.isPending ? <Skeleton height="24" /> : null}
      {list.isError ? (
        <StatePanel
          tone="error"
          icon={<AlertIcon />}
          title="Unable to load this list"
          description={errorMessage(list.error, 'Please try again in a moment.')}
          action={{ label: 'Try Again', onClick: () => void list.refetch() }}
        />
      ) : null}
      {list.isSuccess && members.length === 0 ? (
        <Text color="fg.muted">{direction === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</Text>
      ) : null}
      {members.length > 0 ? (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={title}>
          {members.map((member) => (
            <MemberRow key={member.user_id} userId={member.user_id} username={member.username} avatarUrl={member.avatar_url} />
          ))}
        </Stack>
      ) : null}
      <LoadMoreButton query={list} />
    </Stack>
  );
}
