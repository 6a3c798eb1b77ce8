/**
 * A review's text as stored: the editor's document serialized as JSON. Blocks (`paragraph`, a
 * `bulleted-list`/`numbered-list` of `list-item`) whose leaves hold the text and its marks.
 */
export type MarkFormat = 'bold' | 'italic' | 'underline';

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

export interface ParagraphElement {
  type: 'paragraph';
  children: FormattedText[];
}

export interface ListItemElement {
  type: 'list-item';
  children: FormattedText[];
}

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}

export type ReviewElement = ParagraphElement | ListItemElement | ListElement;
export type ReviewDocument = ReviewElement[];

/** Visible characters a review may have (the database counts them as `plainTextOf` does: `reviews_visible_text_limit`). */
export const REVIEW_TEXT_MAX = 2000;
/** The database's bound on the stored (serialized) text: `reviews_review_text_length`. */
export const REVIEW_TEXT_STORED_MAX = 20000;
