/**
 * List editing as word processors do it: Enter on an empty bullet ends the list (the bullet
 * becomes a paragraph below it), and Backspace at the start of a bullet turns it back into a
 * paragraph, so the member can always leave a list without leaving an empty bullet behind.
 */
import { Editor, Element, Node, Range, Transforms, type Path } from 'slate';
import type { ListItemElement } from './slate-types';

/** The path of the list item holding a collapsed selection, or null. */
function listItemAtCursor(editor: Editor): Path | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const entry = Editor.above<ListItemElement>(editor, {
    at: selection,
    match: (node) => Element.isElement(node) && node.type === 'list-item',
  });
  return entry ? entry[1] : null;
}

/** Turns the list item at `path` into a paragraph outside its list, splitting the list if it sat in the middle. */
function liftOutOfList(editor: Editor, path: Path): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    Transforms.liftNodes(editor, { at: path });
  });
}

export function withLists<E extends Editor>(editor: E): E {
  const { insertBreak, deleteBackward } = editor;

  editor.insertBreak = () => {
    const item = listItemAtCursor(editor);
    if (item && Node.string(Node.get(editor, item)).trim() === '') {
      liftOutOfList(editor, item);
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const item = listItemAtCursor(editor);
    if (item && editor.selection && Editor.isStart(editor, editor.selection.anchor, item)) {
      liftOutOfList(editor, item);
      return;
    }
    deleteBackward(unit);
  };

  return editor;
}
