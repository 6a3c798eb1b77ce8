import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import type { ReviewDocument } from './slate-types';
import { withLists } from './with-lists';

const bullets = (...items: string[]): ReviewDocument[number] => ({
  type: 'bulleted-list',
  children: items.map((text) => ({ type: 'list-item', children: [{ text }] })),
});
const paragraph = (text: string): ReviewDocument[number] => ({ type: 'paragraph', children: [{ text }] });

/** An editor holding `document`, the caret at the end of the block at `path`. */
function editorAt(document: ReviewDocument, path: number[]) {
  const editor = withLists(createEditor());
  editor.children = structuredClone(document) as Descendant[];
  Transforms.select(editor, Editor.end(editor, path));
  return editor;
}

describe('withLists', () => {
  it('Enter in a written bullet starts the next bullet', () => {
    const editor = editorAt([bullets('Acting')], [0, 0]);
    Editor.insertBreak(editor);
    expect(editor.children).toEqual([bullets('Acting', '')]);
  });

  it('Enter in an empty last bullet ends the list: it becomes a paragraph, and what is typed next is not a bullet', () => {
    const editor = editorAt([bullets('Acting', '')], [0, 1]);
    Editor.insertBreak(editor);
    Editor.insertText(editor, 'Overall, great.');
    expect(editor.children).toEqual([bullets('Acting'), paragraph('Overall, great.')]);
  });

  it('Enter in an empty bullet between others splits the list around a paragraph', () => {
    const editor = editorAt([bullets('Acting', '', 'Score')], [0, 1]);
    Editor.insertBreak(editor);
    expect(editor.children).toEqual([bullets('Acting'), paragraph(''), bullets('Score')]);
  });

  it('Enter in the only, empty, bullet leaves a paragraph and no list', () => {
    const editor = editorAt([paragraph('Intro'), bullets('')], [1, 0]);
    Editor.insertBreak(editor);
    expect(editor.children).toEqual([paragraph('Intro'), paragraph('')]);
  });

  it('Backspace at the start of a bullet turns it into a paragraph; elsewhere it deletes', () => {
    const editor = editorAt([bullets('Acting', 'Score')], [0, 1]);
    Editor.deleteBackward(editor);
    expect(editor.children).toEqual([bullets('Acting', 'Scor')]);
    Transforms.select(editor, Editor.start(editor, [0, 1]));
    Editor.deleteBackward(editor);
    expect(editor.children).toEqual([bullets('Acting'), paragraph('Scor')]);
  });

  it('Enter in a paragraph is an ordinary break', () => {
    const editor = editorAt([paragraph('One')], [0]);
    Editor.insertBreak(editor);
    expect(editor.children).toEqual([paragraph('One'), paragraph('')]);
  });
});
