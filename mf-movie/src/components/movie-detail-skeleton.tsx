/** The page's shape while the movie loads: hero, poster card, details and tabs. */
import { AspectRatio, Box, Grid, Skeleton, SkeletonText, Stack } from '@marquee/shared/ui';

export function MovieDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading movie" data-testid="movie-detail-skeleton">
      <Skeleton borderRadius="2xl" height={{ base: '260px', md: '420px' }} />
      <Grid templateColumns={{ base: '1fr', md: '260px 1fr', lg: '300px 1fr' }} gap="6" mt="6">
        <Stack gap="3" direction={{ base: 'row', md: 'column' }}>
          <Box width={{ base: '120px', md: 'full' }} flexShrink={0}>
            <AspectRatio ratio={2 / 3}>
              <Skeleton borderRadius="xl" />
            </AspectRatio>
          </Box>
          <Stack gap="2" flex="1">
            <Skeleton height="10" />
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        </Stack>
        <Stack gap="6">
          <Skeleton height="32" borderRadius="xl" />
          <SkeletonText noOfLines={5} gap="3" />
        </Stack>
      </Grid>
    </Box>
  );
}
