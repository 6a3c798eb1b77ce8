/** The review editor's document (`@marquee/shared/rich-text`), registered with Slate's type system. */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { FormattedText, ReviewElement } from '@marquee/shared/rich-text';

export type { FormattedText, ListElement, ListItemElement, MarkFormat, ReviewDocument, ReviewElement } from '@marquee/shared/rich-text';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ReviewElement;
    Text: FormattedText;
  }
}
