/** `/lists`: the signed-in member's lists and "New list" (at most 100 lists a member). */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { buildPath, paths } from '@marquee/shared/routes';
import { Button, ListIcon, PageHeader, Skeleton, Stack, StatePanel, Text } from '@marquee/shared/ui';
import { useMyLists, useUsername } from '../lists/api/use-lists';
import { ListCards } from '../lists/components/list-cards';
import { LoadFailed } from '../lists/components/list-not-found';
import { LIST_MESSAGES, LISTS_PER_MEMBER_MAX } from '../lists/lib/list-limits';

export default function ListsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const lists = useMyLists(userId);
  const username = useUsername(userId);
  const full = (lists.data?.length ?? 0) >= LISTS_PER_MEMBER_MAX;
  const newList = full ? (
    <Button colorPalette="orange" disabled>
      New list
    </Button>
  ) : (
    <Button asChild colorPalette="orange">
      <RouterLink to={paths.newList}>New list</RouterLink>
    </Button>
  );
  return (
    <Stack maxW="5xl" mx="auto" w="full" gap="4">
      <PageHeader title="Lists" subtitle="Films you group, rank and share." actions={newList} />
      {full ? <Text color="fg.muted">{LIST_MESSAGES.listsFull}</Text> : null}
      {lists.isPending || username.isPending ? (
        <Skeleton height="32" borderRadius="xl" role="status" aria-busy="true" aria-label="Loading lists" />
      ) : lists.isError || username.isError ? (
        <LoadFailed what="your lists" retry={() => void Promise.all([lists.refetch(), username.refetch()])} />
      ) : lists.data.length === 0 ? (
        <StatePanel icon={<ListIcon />} title="No lists yet" description="Make a list of films to keep, rank or share." />
      ) : (
        <ListCards
          lists={lists.data}
          username={username.data ?? ''}
          actions={(list) => (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={buildPath(paths.editList, { listId: list.id })} aria-label={`Edit ${list.name}`}>
                Edit
              </RouterLink>
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
