/** A rating as a read-only row of stars, read as "Rated 4 out of 5": a review card, the diary, the activity feed, a public profile. */
import { HStack, StarIcon } from '@marquee/shared/ui';
import { RATING_MAX } from './rating';

export function RatingStars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon key={index} color={index < rating ? 'yellow.500' : 'fg.subtle'} fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}
