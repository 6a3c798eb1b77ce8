import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { serializeDocument } from '@marquee/shared/rich-text';
import { RichTextView } from './rich-text-view';

describe('RichTextView', () => {
  it('never shows an empty bullet a review was stored with, nor a list of only empty bullets', () => {
    const stored = serializeDocument([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Acting' }] },
          { type: 'list-item', children: [{ text: '' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: ' ' }] }] },
      { type: 'paragraph', children: [{ text: 'Overall, great.' }] },
    ]);
    const { container } = render(
      <UiProvider>
        <RichTextView value={stored} />
      </UiProvider>,
    );
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Acting']);
    expect(container.querySelectorAll('ol')).toHaveLength(0);
    expect(screen.getByText('Overall, great.').closest('li')).toBeNull();
  });
});
