/**
 * The review form's rich-text editor on its own, for another remote's form (the diary's Log
 * dialog): it reports the stored text with its visible length (once on mount, then on each edit),
 * so the embedding form can check the review's limits without knowing the editor's format.
 */
import { useEffect, useRef } from 'react';
import type { ReviewTextEditorProps } from '@marquee/shared/federation';
import { parseReviewText, plainTextLength } from '../lib/rich-text';
import { RichTextEditor } from './rich-text-editor';

const valueOf = (text: string) => ({ text, length: plainTextLength(parseReviewText(text)) });

export default function ReviewTextEditor({ onChange, ...props }: ReviewTextEditorProps) {
  const initial = useRef({ text: props.initialValue, onChange });
  useEffect(() => {
    initial.current.onChange(valueOf(initial.current.text));
  }, []);
  return <RichTextEditor {...props} onChange={(text) => onChange(valueOf(text))} />;
}
