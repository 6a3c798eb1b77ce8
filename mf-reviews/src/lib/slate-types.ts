/** The shapes of the review editor's document, registered with Slate's type system. */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

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

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ReviewElement;
    Text: FormattedText;
  }
}
