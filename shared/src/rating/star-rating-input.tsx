import { useRef, useState, type KeyboardEvent } from 'react';
import { HStack, StarIcon, Text, chakra } from '@marquee/shared/ui';
import { RATING_MAX } from './rating-max';

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
 * A 1–5 star rating as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move
 * and select, Home and End jump to the ends; pointer hover previews the rating.
 */
export function StarRatingInput({ value, onChange, onBlur, labelledBy, invalid = false, describedBy }: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered || value;
  // With nothing chosen the first star takes the tab stop, as the radio pattern prescribes.
  const tabStop = value || 1;

  function select(stars: number) {
    const clamped = Math.min(RATING_MAX, Math.max(1, stars));
    onChange(clamped);
    buttons.current[clamped - 1]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, stars: number) {
    const moves: Record<string, number> = {
      ArrowRight: stars + 1,
      ArrowUp: stars + 1,
      ArrowLeft: stars - 1,
      ArrowDown: stars - 1,
      Home: 1,
      End: RATING_MAX,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // From "nothing chosen", the first arrow press selects the focused star itself.
    select(value === 0 && event.key.startsWith('Arrow') ? stars : target);
  }

  return (
    <HStack gap="3" flexWrap="wrap">
      <HStack
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        gap="1"
        onMouseLeave={() => setHovered(0)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {STARS.map((stars) => (
          <chakra.button
            key={stars}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[stars - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={value === stars}
            aria-label={starLabel(stars)}
            tabIndex={stars === tabStop ? 0 : -1}
            onClick={() => select(stars)}
            onKeyDown={(event) => handleKeyDown(event, stars)}
            onMouseEnter={() => setHovered(stars)}
            fontSize={{ base: '3xl', md: '2xl' }}
            lineHeight="1"
            p="1"
            borderRadius="md"
            cursor="pointer"
            color={stars <= shown ? 'yellow.500' : 'fg.subtle'}
            transition="color 0.1s, transform 0.1s"
            _hover={{ transform: 'scale(1.1)' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
            colorPalette="orange"
          >
            <StarIcon fill={stars <= shown ? 'currentColor' : 'none'} />
          </chakra.button>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {value ? `${value} out of ${RATING_MAX}` : 'No rating yet'}
      </Text>
    </HStack>
  );
}
