/** `/diary`: the signed-in member's diary, newest first, under month headings. */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { InfiniteListPage } from '@marquee/shared/movies';
import { paths } from '@marquee/shared/routes';
import { Button, CalendarIcon } from '@marquee/shared/ui';
import { useDiary } from '../diary/api/use-diary';
import { DiaryMonths } from '../diary/components/diary-months';
import { EntryActions } from '../diary/components/entry-actions';

export default function DiaryPage() {
  const { user } = useAuth();
  const query = useDiary(user?.id ?? null);
  return (
    <InfiniteListPage
      title="Diary"
      subtitle="The films you watched, and when."
      query={query}
      isEmpty={query.entries.length === 0}
      errorText="Unable to load your diary"
      empty={{
        icon: <CalendarIcon />,
        title: 'Your diary is empty',
        description: 'Log a film from its page to remember when you watched it.',
        action: (
          <Button asChild colorPalette="orange">
            <RouterLink to={paths.home}>Discover Movies</RouterLink>
          </Button>
        ),
      }}
    >
      <DiaryMonths entries={query.entries} actionsFor={user ? (entry) => <EntryActions entry={entry} userId={user.id} /> : undefined} />
    </InfiniteListPage>
  );
}
