/**
 * Placeholders the size of each card, so the page keeps its shape while movies load.
 *
 * A page shows twenty grid placeholders at once, often right after a click: each is one styled
 * element with plain children (its look set once, by selectors), not a dozen Chakra components,
 * so that a page switch does not spend its first frames computing placeholder styles. It pulses
 * as a whole: every animation that starts is an event the page's React root handles, and a card
 * whose shapes pulsed one by one sent six (120 for a page of results, 27 ms of a cold load's
 * main thread at full speed).
 */
import { AspectRatio, Box, Card, Skeleton, SkeletonText, Stack, chakra } from '@marquee/shared/ui';

/** The look of one placeholder shape: what Chakra's Skeleton draws, as plain styles. */
export const placeholderBone = { bg: 'bg.emphasized', borderRadius: 'l1' } as const;

/** Skeleton's pulse, for the one element that holds a placeholder's shapes. */
export const placeholderPulse = { animation: 'pulse', animationDuration: '1.2s' } as const;

const GridCardPlaceholder = chakra('div', {
  base: {
    ...placeholderPulse,
    borderRadius: 'xl',
    overflow: 'hidden',
    bg: 'bg.panel',
    boxShadow: 'md',
    '& > [data-part=poster]': { ...placeholderBone, borderRadius: '0', aspectRatio: '2 / 3' },
    '& > [data-part=body]': { display: 'flex', flexDirection: 'column', gap: '2', p: '3' },
    '& [data-part=row]': { display: 'flex', justifyContent: 'space-between', gap: '1.5' },
    '& [data-part=row]:last-child': { justifyContent: 'flex-start' },
    '& [data-part=bone]': { ...placeholderBone, height: '4' },
  },
});

export function MovieGridCardSkeleton() {
  return (
    <GridCardPlaceholder data-testid="movie-card-skeleton" aria-hidden="true">
      <div data-part="poster" />
      <div data-part="body">
        <div data-part="bone" style={{ width: '85%' }} />
        <div data-part="row">
          <div data-part="bone" style={{ width: '2.5rem', height: '0.75rem' }} />
          <div data-part="bone" style={{ width: '3rem' }} />
        </div>
        <div data-part="row">
          <div data-part="bone" style={{ width: '3.5rem' }} />
          <div data-part="bone" style={{ width: '3rem' }} />
        </div>
      </div>
    </GridCardPlaceholder>
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
    <Card.Root
      flexDirection="row"
      overflow="hidden"
      variant="outline"
      borderRadius="xl"
      aria-hidden="true"
      data-testid="movie-list-card-skeleton"
    >
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
