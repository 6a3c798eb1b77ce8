/**
 * Style objects for components drawn as one styled element (`chakra(tag, { base })`) whose parts
 * are plain elements: Chakra's own recipes for a card and a link, as they draw them, so such a
 * component looks like its Chakra counterpart without rendering one. Plain data, bundled into
 * each app that uses it.
 */

/** Chakra's card root (its recipe's base). */
const CARD_ROOT = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  color: 'fg',
  textAlign: 'start',
} as const;

/** Chakra's card, `variant="outline"`. */
export const OUTLINE_CARD = { ...CARD_ROOT, bg: 'bg.panel', borderWidth: '1px', borderColor: 'border' } as const;

/** Chakra's card, `variant="elevated"`. */
export const ELEVATED_CARD = { ...CARD_ROOT, bg: 'bg.panel', boxShadow: 'md' } as const;

/** Chakra's link, `variant="plain"` (give it a `color`). */
export const PLAIN_LINK = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  borderRadius: 'l1',
  outline: 'none',
  focusVisibleRing: 'outside',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
} as const;
