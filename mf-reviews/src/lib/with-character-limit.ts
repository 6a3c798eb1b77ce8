/**
 * Makes an editor refuse text beyond `max` characters of plain text: typing and pasting are
 * truncated to what still fits, counting what a selection being replaced frees.
 */
import { Editor, Node, Range } from 'slate';
import { plainTextLength } from '@marquee/shared/rich-text';

function selectedLength(editor: Editor): number {
  const { selection } = editor;
  if (!selection || Range.isCollapsed(selection)) return 0;
  return Editor.string(editor, selection).length;
}

/** Characters that can still be inserted at the selection. */
export function remainingCharacters(editor: Editor, max: number): number {
  return Math.max(0, max - plainTextLength(editor.children) + selectedLength(editor));
}

export function withCharacterLimit<E extends Editor>(editor: E, max: number): E {
  const { insertText, insertFragment, insertData } = editor;

  editor.insertText = (text, options) => {
    const room = remainingCharacters(editor, max);
    if (room <= 0) return;
    insertText(text.length > room ? text.slice(0, room) : text, options);
  };

  // Fragments (copy and paste inside the editor) keep their formatting only when they fit whole.
  editor.insertFragment = (fragment, options) => {
    const length = fragment.reduce((sum, node) => sum + Node.string(node).length, 0);
    if (length <= remainingCharacters(editor, max)) {
      insertFragment(fragment, options);
      return;
    }
    editor.insertText(fragment.map((node) => Node.string(node)).join(''));
  };

  // Pasted text arrives as plain text: other sites' HTML never reaches the document.
  if (typeof insertData === 'function') {
    editor.insertData = (data) => {
      if (data.types.includes('application/x-slate-fragment')) {
        insertData(data);
        return;
      }
      const lines = data.getData('text/plain').split(/\r?\n/);
      lines.forEach((line, index) => {
        if (remainingCharacters(editor, max) <= 0) return;
        if (index > 0) editor.insertBreak();
        editor.insertText(line);
      });
    };
  }

  return editor;
}
