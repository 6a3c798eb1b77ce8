/** The rating to one decimal, with a star: on cards and in suggestions alike. */
import { Badge, StarIcon, type BadgeProps } from '@marquee/shared/ui';
import { formatRating } from '@marquee/shared/format';

/** What a rating says to a screen reader: `text` as `formatRating` writes it. */
export const ratingLabel = (text: string) => `Rating ${text} out of 10`;

export function RatingBadge({ rating, ...props }: { rating: number | null | undefined } & BadgeProps) {
  const text = formatRating(rating);
  return (
    <Badge colorPalette="yellow" variant="subtle" gap="1" aria-label={ratingLabel(text)} {...props}>
      <StarIcon fill="currentColor" strokeWidth="0" />
      {text}
    </Badge>
  );
}
