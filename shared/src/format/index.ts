/** Formatting for display (`@marquee/shared/format`): TMDb image URLs and the product's value formats. */
export * from './formatters';
export { formatLongDate, formatMonthYear, groupDigits } from './en-us';
export * from './image-url';
export { imagePlaceholder, isPlaceholder } from './image-placeholder';
export { useImageBaseUrl } from './use-image-base-url';
export { trustedAvatarUrl } from './avatar-url';
export { errorMessage } from './error-message';
