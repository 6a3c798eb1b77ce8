import type { ReactNode } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import { useProfileStats, type ProfileStats } from '../api';
import { BookmarkIcon, Button, HStack, HeartIcon, Skeleton, StarIcon, Stack, Text, chakra } from '@marquee/shared/ui';
import { buildPath, paths } from '@marquee/shared/routes';
import { OUTLINE_CARD } from '@marquee/shared/styles';

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

const StatGrid = chakra('div', {
  base: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { base: '2', sm: '4' } },
});

/**
 * A stat card is one styled element, the link, drawn as Chakra's outline card; its parts are plain
 * elements styled by its selectors. The profile's first screen was some seventy Chakra components,
 * each computing and inserting its styles while a phone's main thread was busiest.
 */
const StatCard = chakra(RouterLinkBase, {
  base: {
    ...OUTLINE_CARD,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '2',
    borderRadius: 'xl',
    py: { base: '4', md: '5' },
    px: { base: '3', md: '5' },
    transition: 'border-color 0.15s, transform 0.15s',
    outline: 'none',
    focusVisibleRing: 'outside',
    _hover: { borderColor: 'brand.border', transform: 'translateY(-2px)' },
    '& > [data-part=figures]': { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    '& [data-part=label]': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' },
    '& [data-part=value]': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1', minHeight: '8' },
    '& [data-part=more]': { fontSize: 'xs', color: 'brand.fg' },
    '& > [data-part=icon]': {
      display: { base: 'none', md: 'block' },
      fontSize: 'xl',
      color: 'brand.fg',
      bg: 'brand.subtle',
      p: '2.5',
      borderRadius: 'lg',
    },
  },
});

/** The signed-in user's counts of reviews, favorites and watchlist entries, each leading to its list. */
export function ProfileStatCards({ userId, username }: { userId: string; username: string }) {
  const stats = useProfileStats(userId);

  return (
    <Stack gap="3">
      <StatGrid aria-busy={stats.isPending}>
        {STATS.map(({ key, label, icon, to }) => {
          const value = stats.data ? stats.data[key] : stats.isError ? '–' : <Skeleton height="8" width="12" />;
          return (
            <StatCard key={key} to={to(username)} data-testid={`stat-${key}`}>
              <div data-part="figures">
                <p data-part="label">{label}</p>
                <div data-part="value" data-testid="stat-value">
                  {value}
                </div>
                <p data-part="more">View all →</p>
              </div>
              <div data-part="icon">{icon}</div>
            </StatCard>
          );
        })}
      </StatGrid>
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
