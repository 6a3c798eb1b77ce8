/**
 * `/u/:username/diary`: a member's diary as everyone sees it, while its owner shows it on their
 * public profile. Row level security returns no entry of a private diary to anyone but its owner;
 * the page says "Diary not found" then, as it does for a username nobody has.
 */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { InfiniteListPage } from '@marquee/shared/movies';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { AlertIcon, Button, CalendarIcon, PageHeader, Skeleton, Stack, StatePanel } from '@marquee/shared/ui';
import { useDiary, useDiaryOwner, type DiaryOwner } from '../diary/api/use-diary';
import { DiaryMonths } from '../diary/components/diary-months';

function PublicDiary({ owner }: { owner: DiaryOwner }) {
  const query = useDiary(owner.user_id);
  return (
    <InfiniteListPage
      title={`${owner.username}’s diary`}
      subtitle="Films watched, newest first."
      query={query}
      isEmpty={query.entries.length === 0}
      errorText="Unable to load this diary"
      empty={{ icon: <CalendarIcon />, title: 'No films logged yet', description: `${owner.username} has not logged a film yet.` }}
    >
      <DiaryMonths entries={query.entries} />
    </InfiniteListPage>
  );
}

export default function PublicDiaryPage() {
  const username = useRouteParams(paths.publicDiary).username ?? '';
  const { user } = useAuth();
  const owner = useDiaryOwner(username);
  if (owner.isPending) return <Skeleton height="40" borderRadius="2xl" role="status" aria-busy="true" aria-label="Loading diary" />;
  if (owner.isError)
    return (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title="Unable to load this diary"
        description="Please try again in a moment."
        action={{ label: 'Try Again', onClick: () => void owner.refetch() }}
      />
    );
  if (!owner.data || (!owner.data.diary_public && owner.data.user_id !== user?.id))
    return (
      <Stack maxW="5xl" mx="auto" w="full">
        <PageHeader title={`${username}’s diary`} />
        <StatePanel
          icon={<CalendarIcon />}
          title="Diary not found"
          description={`${username} has no public diary.`}
          action={
            <Button asChild colorPalette="orange">
              <RouterLink to={owner.data ? buildPath(paths.publicProfile, { username }) : paths.home}>
                {owner.data ? 'View profile' : 'Go home'}
              </RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  return <PublicDiary owner={owner.data} />;
}
