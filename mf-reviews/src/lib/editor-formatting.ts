/** Bold, italic and underline marks and the list blocks the review editor's toolbar toggles. */
import { Editor, Element, Transforms } from 'slate';
import type { ListElement, MarkFormat } from './slate-types';

export type ListFormat = ListElement['type'];

export function isMarkActive(editor: Editor, format: MarkFormat): boolean {
  return Editor.marks(editor)?.[format] === true;
}

export function toggleMark(editor: Editor, format: MarkFormat): void {
  if (isMarkActive(editor, format)) Editor.removeMark(editor, format);
  else Editor.addMark(editor, format, true);
}

export function isListActive(editor: Editor, format: ListFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => Element.isElement(node) && node.type === format,
  });
  return Boolean(match);
}

export function toggleList(editor: Editor, format: ListFormat): void {
  const active = isListActive(editor, format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && (node.type === 'bulleted-list' || node.type === 'numbered-list'),
    split: true,
  });
  Transforms.setNodes(editor, { type: active ? 'paragraph' : 'list-item' });
  if (!active) Transforms.wrapNodes(editor, { type: format, children: [] });
}
