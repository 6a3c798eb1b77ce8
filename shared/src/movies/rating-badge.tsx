/** The rating to one decimal, with a star: on cards and in suggestions alike. */
import { Badge, StarIcon, type BadgeProps } from '@marquee/shared/ui';
import { formatRating } from '@marquee/shared/format';

export function RatingBadge({ rating, ...props }: { rating: number | null | undefined } & BadgeProps) {
  const text = formatRating(rating);
  return (
    <Badge colorPalette="yellow" variant="subtle" gap="1" aria-label={`Rating ${text} out of 10`} {...props}>
      <StarIcon fill="currentColor" strokeWidth="0" />
      {text}
    </Badge>
  );
}
