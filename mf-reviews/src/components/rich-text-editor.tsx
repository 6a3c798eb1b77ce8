import { useCallback, useState, type KeyboardEvent, type ReactElement } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { Box, HStack, Text } from '@marquee/shared/ui';
import { isListActive, isMarkActive, toggleList, toggleMark } from '../lib/editor-formatting';
import { REVIEW_TEXT_MAX } from '@marquee/shared/rich-text';
import { REVIEW_MESSAGES, REVIEW_TEXT_WARN_RATIO } from '../lib/review-limits';
import { parseReviewText, plainTextLength, serializeDocument } from '@marquee/shared/rich-text';
import type { MarkFormat } from '../lib/slate-types';
import { withCharacterLimit } from '../lib/with-character-limit';
import { withLists } from '../lib/with-lists';
import { EditorToolbar } from './editor-toolbar';

export interface RichTextEditorProps {
  /** The stored (serialized) document the editor starts from; remount with a new key to reset. */
  initialValue: string;
  onChange(serialized: string): void;
  onBlur?(): void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}

const HOTKEYS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };

function renderElement({ attributes, children, element }: RenderElementProps): ReactElement {
  switch (element.type) {
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps): ReactElement {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

/** The character counter: a count, a warning above 90 %, and the limit. */
export function CharacterCount({ count }: { count: number }) {
  const remaining = REVIEW_TEXT_MAX - count;
  const atLimit = remaining <= 0;
  const warning = count > REVIEW_TEXT_MAX * REVIEW_TEXT_WARN_RATIO;
  return (
    <HStack justify="space-between" fontSize="sm" gap="3" aria-live="polite">
      <Text color={atLimit ? 'red.fg' : warning ? 'orange.fg' : 'fg.muted'} fontWeight={warning ? 'medium' : undefined}>
        {atLimit ? REVIEW_MESSAGES.limitReached : warning ? `${remaining} characters remaining` : null}
      </Text>
      <Text color="fg.muted" data-testid="character-count">
        {count}/{REVIEW_TEXT_MAX}
      </Text>
    </HStack>
  );
}

/** The review's rich-text editor: bold, italic, underline and lists, capped at 2000 characters. */
export function RichTextEditor({
  initialValue,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid = false,
  placeholder,
}: RichTextEditorProps) {
  const [editor] = useState(() => withCharacterLimit(withLists(withHistory(withReact(createEditor()))), REVIEW_TEXT_MAX));
  const [document] = useState(() => parseReviewText(initialValue));
  const [count, setCount] = useState(() => plainTextLength(document));

  const handleChange = useCallback(
    (value: Descendant[]) => {
      setCount(plainTextLength(value));
      // Selection moves change nothing worth saving.
      if (editor.operations.some((operation) => operation.type !== 'set_selection')) onChange(serializeDocument(value as typeof document));
    },
    [editor, onChange],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey)) return;
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (!mark) return;
    event.preventDefault();
    toggleMark(editor, mark);
  }

  return (
    <Slate editor={editor} initialValue={document} onChange={handleChange}>
      <Box
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="md"
        bg="bg"
        _focusWithin={{ borderColor: invalid ? 'border.error' : 'colorPalette.solid', boxShadow: '0 0 0 1px var(--focus-color)' }}
        colorPalette="orange"
        css={{ '--focus-color': invalid ? 'colors.border.error' : 'colors.orange.solid' }}
      >
        <EditorToolbar
          isMarkActive={(format) => isMarkActive(editor, format)}
          isListActive={(format) => isListActive(editor, format)}
          onToggleMark={(format) => toggleMark(editor, format)}
          onToggleList={(format) => toggleList(editor, format)}
        />
        <Box
          px="3"
          py="2"
          minH="40"
          maxH="80"
          overflowY="auto"
          css={{
            '& [data-slate-editor]': { outline: 'none', minHeight: '9rem' },
            '& p': { marginBlock: '0.25rem' },
            '& ul, & ol': { paddingInlineStart: '1.5rem', marginBlock: '0.25rem' },
            '& ul': { listStyleType: 'disc' },
            '& ol': { listStyleType: 'decimal' },
          }}
        >
          <Editable
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            placeholder={placeholder}
            onKeyDown={handleKeyDown}
            onBlur={onBlur}
            spellCheck
          />
        </Box>
      </Box>
      <CharacterCount count={count} />
    </Slate>
  );
}
