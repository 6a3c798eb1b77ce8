/** One diary entry: the day of the month, the poster, title and year, stars, rewatch and like marks. */
import type { ReactNode } from 'react';
import { MovieImage, MovieLink, moviePath } from '@marquee/shared/movies';
import { RatingStars } from '@marquee/shared/rating';
import { Box, HStack, HeartIcon, RefreshIcon, Stack, Text } from '@marquee/shared/ui';
import type { DiaryEntry } from '../api/diary-entries';
import { dayOfMonth } from '../lib/group-by-month';

export function DiaryEntryRow({ entry, actions }: { entry: DiaryEntry; actions?: ReactNode }) {
  const year = entry.release_date?.slice(0, 4);
  return (
    <HStack as="li" gap="3" align="center" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="diary-entry">
      <Text
        as="span"
        fontSize="2xl"
        fontWeight="bold"
        minW="8"
        textAlign="center"
        color="fg.muted"
        aria-label={`Day ${dayOfMonth(entry.watched_on)}`}
      >
        {dayOfMonth(entry.watched_on)}
      </Text>
      <Box w="12" flexShrink={0} borderRadius="md" overflow="hidden">
        <MovieImage kind="poster" path={entry.poster_path} size="w92" alt="" />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          <MovieLink to={moviePath(entry.tmdb_id)} _hover={{ textDecoration: 'underline' }}>
            {entry.title}
          </MovieLink>
          {year ? (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              {year}
            </Text>
          ) : null}
        </Text>
        <HStack gap="2" color="fg.muted" fontSize="sm" flexWrap="wrap">
          {entry.rating !== null ? <RatingStars rating={entry.rating} /> : null}
          {entry.rewatch ? <RefreshIcon role="img" aria-hidden={false} aria-label="Rewatch" /> : null}
          {entry.liked ? <HeartIcon role="img" aria-hidden={false} aria-label="Liked" color="red.500" fill="currentColor" /> : null}
          {entry.review_id ? (
            <MovieLink to={`${moviePath(entry.tmdb_id)}#review-${entry.review_id}`} color="orange.fg" textDecoration="underline">
              Review
            </MovieLink>
          ) : null}
        </HStack>
      </Stack>
      {actions}
    </HStack>
  );
}
