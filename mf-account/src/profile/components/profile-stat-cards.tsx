import type { ReactNode } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import { useProfileStats, type ProfileStats } from '../api';
import { BookmarkIcon, Box, Button, Card, HStack, HeartIcon, SimpleGrid, Skeleton, StarIcon, Stack, Text } from '@marquee/shared/ui';
import { buildPath, paths } from '@marquee/shared/routes';

interface StatDefinition {
  key: keyof ProfileStats;
  label: string;
  icon: ReactNode;
  /** Where the card leads: the list it counts. */
  to: (username: string) => string;
}

// The user's reviews are listed, newest first, on their public profile.
const STATS: StatDefinition[] = [
  { key: 'reviews', label: 'Reviews', icon: <StarIcon />, to: (username) => buildPath(paths.publicProfile, { username }) },
  { key: 'favorites', label: 'Favorites', icon: <HeartIcon />, to: () => paths.favorites },
  { key: 'watchlist', label: 'Watchlist', icon: <BookmarkIcon />, to: () => paths.watchlist },
];

function StatCardBody({ label, icon, value, linked }: { label: string; icon: ReactNode; value: ReactNode; linked: boolean }) {
  return (
    <Card.Body py={{ base: '4', md: '5' }} px={{ base: '3', md: '5' }}>
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Box fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1" minH="8" data-testid="stat-value">
            {value}
          </Box>
          {linked ? (
            <Text fontSize="xs" color="brand.fg">
              View all →
            </Text>
          ) : null}
        </Stack>
        <Box fontSize="xl" color="brand.fg" bg="brand.subtle" p="2.5" borderRadius="lg" display={{ base: 'none', md: 'block' }}>
          {icon}
        </Box>
      </HStack>
    </Card.Body>
  );
}

/** The signed-in user's counts of reviews, favorites and watchlist entries, each leading to its list. */
export function ProfileStatCards({ userId, username }: { userId: string; username: string }) {
  const stats = useProfileStats(userId);

  return (
    <Stack gap="3">
      <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }} aria-busy={stats.isPending}>
        {STATS.map(({ key, label, icon, to }) => {
          const value = stats.data ? stats.data[key] : stats.isError ? '–' : <Skeleton height="8" width="12" />;
          const body = <StatCardBody label={label} icon={icon} value={value} linked />;
          return (
            <Card.Root
              key={key}
              asChild
              variant="outline"
              borderRadius="xl"
              transition="border-color 0.15s, transform 0.15s"
              _hover={{ borderColor: 'brand.border', transform: 'translateY(-2px)' }}
              focusVisibleRing="outside"
              data-testid={`stat-${key}`}
            >
              <RouterLinkBase to={to(username)}>{body}</RouterLinkBase>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {stats.isError ? (
        <HStack role="alert" gap="3" color="fg.error" fontSize="sm">
          <Text>Your stats could not be loaded.</Text>
          <Button size="xs" variant="outline" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
