/** Lists as cards: name (linked to the list's page), film count, public or private, description. */
import { Link as RouterLink } from 'react-router';
import { buildPath, paths } from '@marquee/shared/routes';
import { Badge, Card, HStack, Link, SimpleGrid, Text } from '@marquee/shared/ui';
import type { ListRow } from '../api/lists-api';

export const filmCount = (count: number) => (count === 1 ? '1 film' : `${count.toLocaleString('en-US')} films`);

export function ListCards({
  lists,
  username,
  actions,
}: {
  lists: readonly ListRow[];
  username: string;
  actions?(list: ListRow): React.ReactNode;
}) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" m="0" p="0" aria-label="Lists">
      {lists.map((list) => (
        <Card.Root as="li" key={list.id} variant="outline">
          <Card.Body gap="2">
            <Link asChild fontWeight="semibold" fontSize="lg" color="fg">
              <RouterLink to={buildPath(paths.publicList, { username, slug: list.slug })}>{list.name}</RouterLink>
            </Link>
            <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
              <Text>{filmCount(list.item_count)}</Text>
              {list.ranked ? <Badge variant="subtle">Ranked</Badge> : null}
              {list.is_public ? null : <Badge colorPalette="gray">Private</Badge>}
            </HStack>
            {list.description ? (
              <Text color="fg.muted" lineClamp={2} whiteSpace="pre-line">
                {list.description}
              </Text>
            ) : null}
            {actions ? <HStack pt="1">{actions(list)}</HStack> : null}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
