import { HStack, RatingGroup, Text } from '@marquee/shared/ui';
import { RATING_MAX } from '../lib/review-limits';

export interface StarRatingInputProps {
  value: number;
  onChange(value: number): void;
  /** Called when focus leaves the whole group. */
  onBlur?(): void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * A 1–5 star rating: Chakra's RatingGroup, a radio group with one tab stop where arrow keys move
 * and select and Home and End jump to the ends; pointer hover previews the rating. Two things
 * are set over the library's defaults: with nothing chosen no star claims to be checked (the
 * library marks the first one), and a rating is required, so Left on 1 keeps 1 instead of
 * clearing it.
 */
export function StarRatingInput({ value, onChange, onBlur, labelledBy, invalid = false, describedBy }: StarRatingInputProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <RatingGroup.Root
        count={RATING_MAX}
        value={value}
        onValueChange={(details) => {
          if (details.value >= 1) onChange(details.value);
        }}
        translations={{ ratingValueText: starLabel }}
        colorPalette="yellow"
        size="lg"
      >
        <RatingGroup.Control
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required="true"
          gap="1"
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
          }}
        >
          {STARS.map((stars) => (
            <RatingGroup.Item
              key={stars}
              index={stars}
              aria-checked={value === stars}
              fontSize={{ base: '3xl', md: '2xl' }}
              p="1"
              borderRadius="md"
              cursor="pointer"
              transition="transform 0.1s"
              _hover={{ transform: 'scale(1.1)' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '1px' }}
            >
              <RatingGroup.ItemIndicator />
            </RatingGroup.Item>
          ))}
        </RatingGroup.Control>
      </RatingGroup.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {value ? `${value} out of ${RATING_MAX}` : 'No rating yet'}
      </Text>
    </HStack>
  );
}
