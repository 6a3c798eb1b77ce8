/**
 * Reading a stored review's text (`@marquee/shared/rich-text`), the one way every reader does it:
 * the review editor and its view (mf-reviews), the data export and import (mf-account), and the
 * database tests that count visible characters as the editor does. No React, no Slate.
 */
export * from './document';
export {
  emptyDocument,
  hasReviewText,
  parseReviewText,
  plainTextLength,
  plainTextLinesOf,
  plainTextOf,
  serializeDocument,
  trimmedReviewText,
  withoutEmptyListItems,
} from './rich-text';
