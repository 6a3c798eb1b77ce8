/**
 * The rating range, 0–10 in steps of 0.5. The thumbs move freely; the range is
 * applied 300 ms after a drag or the last key press ends, so dragging or tapping an arrow key
 * across ten steps is one search, not ten.
 */
import { useEffect, useRef, useState } from 'react';
import { Slider } from '@marquee/shared/controls';
import { HStack, Text } from '@marquee/shared/ui';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-value';
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
  const commitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  // Closing the bottom sheet right after a change still applies it.
  useEffect(
    () => () => {
      clearTimeout(commitTimer.current);
      pending.current?.();
    },
    [],
  );

  return (
    <Slider.Root
      size="sm"
      colorPalette="orange"
      min={RATING_MIN}
      max={RATING_MAX}
      step={RATING_STEP}
      value={range}
      // Chakra's Slider takes one label per thumb and renders each as a string aria-label.
      // eslint-disable-next-line jsx-a11y/aria-proptypes
      aria-label={['Minimum rating', 'Maximum rating']}
      getAriaValueText={({ value }) => `${formatRatingValue(value)} out of 10`}
      onValueChange={(details) => setRange(details.value)}
      onValueChangeEnd={(details) => {
        const [nextLow = RATING_MIN, nextHigh = RATING_MAX] = details.value;
        const commit = () => {
          pending.current = null;
          onChange({ minRating: nextLow, maxRating: nextHigh });
        };
        pending.current = commit;
        clearTimeout(commitTimer.current);
        commitTimer.current = setTimeout(commit, SEARCH_DEBOUNCE_MS);
      }}
    >
      <HStack justify="space-between">
        {/* Not Slider.Label: that would name both thumbs "Rating" over their own labels. */}
        <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
          Rating
        </Text>
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
