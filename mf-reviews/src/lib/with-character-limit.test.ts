import { createEditor, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';
import { plainTextOf } from '@marquee/shared/rich-text';
import type { ReviewDocument } from './slate-types';
import { remainingCharacters, withCharacterLimit } from './with-character-limit';

function editorWith(text: string, max = 20) {
  const editor = withCharacterLimit(withHistory(withReact(createEditor())), max);
  editor.children = [{ type: 'paragraph', children: [{ text }] }] satisfies ReviewDocument;
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}

function pasteData(text: string): DataTransfer {
  return { types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } as unknown as DataTransfer;
}

describe('withCharacterLimit', () => {
  it('lets typing through up to the limit and no further', () => {
    const editor = editorWith('a'.repeat(18));
    editor.insertText('bcd');
    expect(plainTextOf(editor.children)).toBe(`${'a'.repeat(18)}bc`);
    expect(remainingCharacters(editor, 20)).toBe(0);
    editor.insertText('e');
    expect(plainTextOf(editor.children)).toHaveLength(20);
  });

  it('counts a selection being replaced as free room', () => {
    const editor = editorWith('a'.repeat(20));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
    editor.insertText('1234567');
    expect(plainTextOf(editor.children)).toBe(`12345${'a'.repeat(15)}`);
  });

  it('truncates pasted text to what fits, keeping its line breaks as paragraphs', () => {
    const editor = editorWith('start');
    editor.insertData(pasteData('first line\nsecond line that is long'));
    expect(plainTextOf(editor.children)).toBe('startfirst linesecon');
    expect(editor.children).toHaveLength(2);
  });

  it('pastes only plain text, never the HTML of the clipboard', () => {
    const editor = editorWith('');
    const data = {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? '<b onclick="x">hi</b>' : 'hi'),
    } as unknown as DataTransfer;
    editor.insertData(data);
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'hi' }] }]);
  });

  it('inserts a fragment whole when it fits, else as truncated text', () => {
    const editor = editorWith('a'.repeat(15));
    editor.insertFragment([{ type: 'paragraph', children: [{ text: 'xyz', bold: true }] }]);
    expect(plainTextOf(editor.children)).toBe(`${'a'.repeat(15)}xyz`);
    editor.insertFragment([{ type: 'paragraph', children: [{ text: '12345' }] }]);
    expect(plainTextOf(editor.children)).toBe(`${'a'.repeat(15)}xyz12`);
  });
});
