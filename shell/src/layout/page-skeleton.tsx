import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from '@marquee/shared/ui';

/** What a page looks like while its remote's code or auth state is on the way. */
export function PageSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" aria-label="Loading" data-testid="page-skeleton">
      <Box>
        <Skeleton height="9" width="60" mb="3" />
        <SkeletonText noOfLines={1} width="80" />
      </Box>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4, xl: 5 }} gap="5">
        {Array.from({ length: 10 }, (_, i) => (
          <Stack key={i} gap="2">
            <Skeleton aspectRatio={2 / 3} borderRadius="lg" />
            <SkeletonText noOfLines={2} />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
