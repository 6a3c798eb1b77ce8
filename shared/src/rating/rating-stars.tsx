import { HStack, StarIcon } from '@marquee/shared/ui';
import { RATING_MAX as STARS } from './rating-max';

/** A 1–5 rating as a read-only row of five stars, read as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of ${STARS}`}>
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} color={index < rating ? 'yellow.500' : 'fg.subtle'} fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}
