/**
 * `/lists/new` and `/lists/:listId/edit`: the list editor. A saved list opens its page; a list
 * the member cannot edit (another's, or gone) answers "List not found".
 */
import { useNavigate } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { PageHeader, Skeleton, Stack } from '@marquee/shared/ui';
import { useListForEdit, useUsername } from '../lists/api/use-lists';
import type { ListRow } from '../lists/api/lists-api';
import { DeleteListButton } from '../lists/components/delete-list-button';
import { ListEditorForm } from '../lists/components/list-editor-form';
import { ListNotFound, LoadFailed } from '../lists/components/list-not-found';
import { EMPTY_LIST, type ListEditorValues } from '../lists/lib/list-editor';

export default function ListEditorPage() {
  const listId = useRouteParams(paths.editList).listId ?? null;
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const username = useUsername(userId);
  const existing = useListForEdit(listId);

  if (!userId || username.isPending || (listId !== null && existing.isPending))
    return <Skeleton height="60" borderRadius="xl" role="status" aria-busy="true" aria-label="Loading list" />;
  if (username.isError || existing.isError)
    return <LoadFailed what="this list" retry={() => void Promise.all([username.refetch(), existing.refetch()])} />;
  const found = existing.data ?? null;
  if (listId !== null && (!found || found.list.user_id !== userId)) return <ListNotFound />;

  const initial: ListEditorValues = found
    ? {
        name: found.list.name,
        description: found.list.description ?? '',
        ranked: found.list.ranked,
        isPublic: found.list.is_public,
        films: found.films,
      }
    : EMPTY_LIST;
  const onSaved = (list: ListRow) => navigate(buildPath(paths.publicList, { username: username.data ?? '', slug: list.slug }));
  return (
    <Stack maxW="5xl" mx="auto" w="full">
      <PageHeader title={found ? `Edit ${found.list.name}` : 'New list'} />
      <ListEditorForm key={listId ?? 'new'} listId={listId} userId={userId} initial={initial} onSaved={onSaved} />
      {found ? (
        <Stack pt="10" maxW="3xl">
          <DeleteListButton listId={found.list.id} name={found.list.name} />
        </Stack>
      ) : null}
    </Stack>
  );
}
