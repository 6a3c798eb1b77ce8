/** Placeholders the size of each card, so the page keeps its shape while movies load. */
import { AspectRatio, Box, Card, HStack, Skeleton, SkeletonText, Stack } from '@marquee/shared/ui';

export function MovieGridCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="elevated" borderRadius="xl" data-testid="movie-card-skeleton" aria-hidden="true">
      <AspectRatio ratio={2 / 3}>
        <Skeleton borderRadius="0" />
      </AspectRatio>
      <Card.Body p="3" gap="2">
        <Skeleton height="4" width="85%" />
        <HStack justify="space-between">
          <Skeleton height="3" width="10" />
          <Skeleton height="4" width="12" />
        </HStack>
        <HStack gap="1.5">
          <Skeleton height="4" width="14" />
          <Skeleton height="4" width="12" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function MovieFeaturedCardSkeleton() {
  return (
    <Box borderRadius="2xl" overflow="hidden" aria-hidden="true" data-testid="movie-featured-card-skeleton">
      <AspectRatio ratio={16 / 9}>
        <Skeleton borderRadius="0" />
      </AspectRatio>
    </Box>
  );
}

export function MovieListCardSkeleton() {
  return (
    <Card.Root flexDirection="row" overflow="hidden" variant="outline" borderRadius="xl" aria-hidden="true" data-testid="movie-list-card-skeleton">
      <Box flexShrink={0} width={{ base: '96px', md: '140px' }}>
        <AspectRatio ratio={2 / 3}>
          <Skeleton borderRadius="0" />
        </AspectRatio>
      </Box>
      <Card.Body gap="3" p={{ base: 3, md: 4 }}>
        <Stack gap="2">
          <Skeleton height="5" width="60%" />
          <Skeleton height="3" width="30%" />
        </Stack>
        <SkeletonText noOfLines={3} gap="2" />
      </Card.Body>
    </Card.Root>
  );
}
