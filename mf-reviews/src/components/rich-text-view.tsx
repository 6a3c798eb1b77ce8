import type { ReactNode } from 'react';
import { Box, chakra } from '@marquee/shared/ui';
import { parseReviewText, withoutEmptyListItems } from '@marquee/shared/rich-text';
import type { FormattedText, ReviewElement } from '../lib/slate-types';

function Leaf({ leaf }: { leaf: FormattedText }) {
  let content: ReactNode = leaf.text;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <>{content}</>;
}

function Leaves({ leaves }: { leaves: FormattedText[] }) {
  return leaves.map((leaf, index) => <Leaf key={index} leaf={leaf} />);
}

function Block({ element }: { element: ReviewElement }) {
  switch (element.type) {
    case 'bulleted-list':
    case 'numbered-list': {
      const List = element.type === 'bulleted-list' ? chakra.ul : chakra.ol;
      return (
        <List ps="6" my="1" listStyleType={element.type === 'bulleted-list' ? 'disc' : 'decimal'}>
          {element.children.map((item, index) => (
            <li key={index}>
              <Leaves leaves={item.children} />
            </li>
          ))}
        </List>
      );
    }
    case 'list-item':
      return (
        <chakra.p my="1">
          <Leaves leaves={element.children} />
        </chakra.p>
      );
    default:
      return (
        <chakra.p my="1" minH="1lh">
          <Leaves leaves={element.children} />
        </chakra.p>
      );
  }
}

/**
 * Shows stored review text. The document is walked into React elements (text is always a text
 * node), so whatever a review holds is never parsed as HTML. An empty bullet stored before the
 * editor ended lists on Enter is not shown.
 */
export function RichTextView({ value }: { value: string }) {
  const document = withoutEmptyListItems(parseReviewText(value));
  return (
    <Box lineHeight="tall" overflowWrap="anywhere">
      {document.map((element, index) => (
        <Block key={index} element={element} />
      ))}
    </Box>
  );
}
