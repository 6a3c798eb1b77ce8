/**
 * `/u/:username/list/:slug`: a list's page — its name, description, author, number of films and
 * the films in order, ranked when the list is. Row level security gives a private list to its
 * owner only; everyone else, and anyone asking for a list that does not exist, is told "List not
 * found".
 */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { Badge, Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@marquee/shared/ui';
import { useListPage } from '../lists/api/use-lists';
import { filmCount } from '../lists/components/list-cards';
import { ListFilms } from '../lists/components/list-films';
import { ListNotFound, LoadFailed } from '../lists/components/list-not-found';

export default function PublicListPage() {
  const params = useRouteParams(paths.publicList);
  const username = params.username ?? '';
  const slug = params.slug ?? '';
  const { user } = useAuth();
  const found = useListPage(username, slug);

  if (found.isPending) return <Skeleton height="60" borderRadius="xl" role="status" aria-busy="true" aria-label="Loading list" />;
  if (found.isError) return <LoadFailed what="this list" retry={() => void found.refetch()} />;
  if (!found.data) return <ListNotFound username={username} />;

  const { owner, list, films } = found.data;
  const isOwner = user?.id === list.user_id;
  return (
    <Stack as="article" maxW="4xl" mx="auto" w="full" gap="5">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {list.name}
        </Heading>
        <HStack gap="3" color="fg.muted" flexWrap="wrap">
          <Text>
            A list by{' '}
            <Link asChild color="orange.fg" fontWeight="medium">
              <RouterLink to={buildPath(paths.publicProfile, { username: owner.username })}>{owner.username}</RouterLink>
            </Link>
          </Text>
          <Text>{filmCount(films.length)}</Text>
          {list.ranked ? <Badge variant="subtle">Ranked</Badge> : null}
          {list.is_public ? null : <Badge colorPalette="gray">Private</Badge>}
        </HStack>
        {list.description ? (
          <Text whiteSpace="pre-line" maxW="prose">
            {list.description}
          </Text>
        ) : null}
        {isOwner ? (
          <HStack>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={buildPath(paths.editList, { listId: list.id })}>Edit list</RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {films.length === 0 ? <Text color="fg.muted">No films in this list yet.</Text> : <ListFilms films={films} ranked={list.ranked} />}
    </Stack>
  );
}
