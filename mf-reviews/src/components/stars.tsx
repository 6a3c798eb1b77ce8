import { HStack, StarIcon } from '@marquee/shared/ui';
import { RATING_MAX } from '../lib/review-limits';

/** A rating as five stars, read as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon key={index} color={index < rating ? 'yellow.500' : 'fg.subtle'} fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}
