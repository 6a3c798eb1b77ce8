/**
 * `/diary`: the signed-in member's diary, newest first, under month headings. Its header is drawn
 * at once, while the page's Supabase client may still be loading (the entries wait for it): the
 * page's largest text does not wait for supabase-js and the first request.
 */
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { InfiniteListPage, type InfiniteListQuery } from '@marquee/shared/movies';
import { paths } from '@marquee/shared/routes';
import { Button, CalendarIcon } from '@marquee/shared/ui';
import { useDiary } from '../diary/api/use-diary';
import { DiaryMonths } from '../diary/components/diary-months';
import { EntryActions } from '../diary/components/entry-actions';

/** What the page shows before its client has loaded: the first page on its way. */
const LOADING_CLIENT: InfiniteListQuery = {
  isPending: true,
  isError: false,
  isFetchNextPageError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => Promise.resolve(),
  refetch: () => Promise.resolve(),
};

function DiaryFrame({ query, isEmpty, children }: { query: InfiniteListQuery; isEmpty: boolean; children: ReactNode }) {
  return (
    <InfiniteListPage
      title="Diary"
      subtitle="The films you watched, and when."
      query={query}
      isEmpty={isEmpty}
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
      {children}
    </InfiniteListPage>
  );
}

function Diary() {
  const { user } = useAuth();
  const query = useDiary(user?.id ?? null);
  return (
    <DiaryFrame query={query} isEmpty={query.entries.length === 0}>
      <DiaryMonths entries={query.entries} actionsFor={user ? (entry) => <EntryActions entry={entry} userId={user.id} /> : undefined} />
    </DiaryFrame>
  );
}

export default function DiaryPage() {
  return (
    <Suspense
      fallback={
        <DiaryFrame query={LOADING_CLIENT} isEmpty={false}>
          {null}
        </DiaryFrame>
      }
    >
      <Diary />
    </Suspense>
  );
}
