/**
 * The rating range, 0–10 in steps of 0.5 (spec section 5). The thumbs move freely; the range is
 * applied when a drag or key press ends, so dragging across ten steps is one search, not ten.
 */
import { useEffect, useState } from 'react';
import { HStack, Slider, Text } from '@marquee/shared/ui';
import { RATING_MAX, RATING_MIN, RATING_STEP } from '../lib/filter-options';

export interface RatingRangeFieldProps {
  minRating: number;
  maxRating: number;
  onChange: (range: { minRating: number; maxRating: number }) => void;
}

const formatRatingValue = (value: number) => value.toFixed(1);

export function RatingRangeField({ minRating, maxRating, onChange }: RatingRangeFieldProps) {
  const [range, setRange] = useState<number[]>([minRating, maxRating]);
  // Clear All Filters or a new URL moves the thumbs too.
  useEffect(() => setRange([minRating, maxRating]), [minRating, maxRating]);
  const [low = RATING_MIN, high = RATING_MAX] = range;

  return (
    <Slider.Root
      size="sm"
      colorPalette="orange"
      min={RATING_MIN}
      max={RATING_MAX}
      step={RATING_STEP}
      value={range}
      aria-label={['Minimum rating', 'Maximum rating']}
      getAriaValueText={({ value }) => `${formatRatingValue(value)} out of 10`}
      onValueChange={(details) => setRange(details.value)}
      onValueChangeEnd={(details) => {
        const [nextLow = RATING_MIN, nextHigh = RATING_MAX] = details.value;
        onChange({ minRating: nextLow, maxRating: nextHigh });
      }}
    >
      <HStack justify="space-between">
        <Slider.Label>Rating</Slider.Label>
        <Text fontSize="sm" color="fg.muted" data-testid="rating-range-text">
          {formatRatingValue(low)} – {formatRatingValue(high)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
