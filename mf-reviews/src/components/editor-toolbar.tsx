import type { ReactNode } from 'react';
import { useSlate } from 'slate-react';
import { HStack, IconButton, ListIcon, Separator, chakra } from '@marquee/shared/ui';
import type { ListFormat } from '../lib/editor-formatting';
import type { MarkFormat } from '../lib/slate-types';

interface EditorToolbarProps {
  isMarkActive(format: MarkFormat): boolean;
  isListActive(format: ListFormat): boolean;
  onToggleMark(format: MarkFormat): void;
  onToggleList(format: ListFormat): void;
}

const MARKS: { format: MarkFormat; label: string; glyph: ReactNode }[] = [
  { format: 'bold', label: 'Bold', glyph: <chakra.span fontWeight="bold">B</chakra.span> },
  {
    format: 'italic',
    label: 'Italic',
    glyph: (
      <chakra.span fontStyle="italic" fontFamily="serif">
        I
      </chakra.span>
    ),
  },
  { format: 'underline', label: 'Underline', glyph: <chakra.span textDecoration="underline">U</chakra.span> },
];

const LISTS: { format: ListFormat; label: string; glyph: ReactNode }[] = [
  { format: 'bulleted-list', label: 'Bulleted list', glyph: <ListIcon /> },
  {
    format: 'numbered-list',
    label: 'Numbered list',
    glyph: (
      <chakra.span fontSize="xs" fontWeight="bold">
        1.
      </chakra.span>
    ),
  },
];

/** Formatting buttons; pressing one keeps the focus (and selection) in the editor. */
export function EditorToolbar({ isMarkActive, isListActive, onToggleMark, onToggleList }: EditorToolbarProps) {
  // Re-renders with every editor change so the pressed states follow the selection.
  useSlate();
  const button = (label: string, glyph: ReactNode, active: boolean, onPress: () => void) => (
    <IconButton
      key={label}
      aria-label={label}
      title={label}
      aria-pressed={active}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'orange' : 'gray'}
      // Pointer presses act on mouse-down so the editor keeps its focus and selection; keyboard
      // and assistive-technology presses arrive as clicks without a pointer (detail 0).
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
      onClick={(event) => {
        if (event.detail === 0) onPress();
      }}
    >
      {glyph}
    </IconButton>
  );
  return (
    <HStack role="toolbar" aria-label="Formatting" gap="1" px="2" py="1" borderBottomWidth="1px" flexWrap="wrap">
      {MARKS.map(({ format, label, glyph }) => button(label, glyph, isMarkActive(format), () => onToggleMark(format)))}
      <Separator orientation="vertical" height="5" mx="1" />
      {LISTS.map(({ format, label, glyph }) => button(label, glyph, isListActive(format), () => onToggleList(format)))}
    </HStack>
  );
}
