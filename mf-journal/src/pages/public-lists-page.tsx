/** `/u/:username/lists`: a member's public lists. */
import { Link as RouterLink } from 'react-router';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { Button, ListIcon, PageHeader, Skeleton, Stack, StatePanel } from '@marquee/shared/ui';
import { useListOwner, usePublicLists } from '../lists/api/use-lists';
import { ListCards } from '../lists/components/list-cards';
import { LoadFailed } from '../lists/components/list-not-found';

export default function PublicListsPage() {
  const username = useRouteParams(paths.publicLists).username ?? '';
  const owner = useListOwner(username);
  const lists = usePublicLists(owner.data?.user_id ?? null);

  if (owner.isPending || (owner.data && lists.isPending))
    return <Skeleton height="40" borderRadius="xl" role="status" aria-busy="true" aria-label="Loading lists" />;
  if (owner.isError || lists.isError)
    return <LoadFailed what="these lists" retry={() => void Promise.all([owner.refetch(), lists.refetch()])} />;
  if (!owner.data)
    return (
      <Stack maxW="5xl" mx="auto" w="full" gap="4">
        <PageHeader title={`${username}’s lists`} />
        <StatePanel
          icon={<ListIcon />}
          title="Member not found"
          description={`Nobody is called ${username}.`}
          action={
            <Button asChild colorPalette="orange">
              <RouterLink to={paths.home}>Go home</RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  const name = owner.data.username;
  return (
    <Stack maxW="5xl" mx="auto" w="full" gap="4">
      <PageHeader
        title={`${name}’s lists`}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={buildPath(paths.publicProfile, { username: name })}>View profile</RouterLink>
          </Button>
        }
      />
      {lists.data?.length ? (
        <ListCards lists={lists.data} username={name} />
      ) : (
        <StatePanel icon={<ListIcon />} title="No lists yet" description={`${name} has no public lists.`} />
      )}
    </Stack>
  );
}
