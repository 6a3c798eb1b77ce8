import { Card, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@marquee/shared/ui';

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading profile">
      <Card.Root variant="elevated" borderRadius="2xl">
        <Card.Body>
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align="center">
            <SkeletonCircle size={{ base: '24', md: '28' }} />
            <Stack gap="3" flex="1" w="full" align={{ base: 'center', md: 'flex-start' }}>
              <Skeleton height="8" width="48" />
              <SkeletonText noOfLines={1} width="64" />
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <HStack gap="4">
        <Skeleton height="10" width="24" />
        <Skeleton height="10" width="24" />
        <Skeleton height="10" width="24" />
      </HStack>
      <Skeleton height="28" borderRadius="xl" />
    </Stack>
  );
}
