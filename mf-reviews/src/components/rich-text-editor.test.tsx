import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { serializeDocument } from '@marquee/shared/rich-text';
import { CharacterCount, RichTextEditor } from './rich-text-editor';

const inUi = (node: React.ReactNode) => render(<UiProvider>{node}</UiProvider>);

describe('CharacterCount', () => {
  it('shows the count, warns above 90 % and says when the limit is reached', () => {
    const { rerender } = inUi(<CharacterCount count={1800} />);
    expect(screen.getByTestId('character-count').textContent).toBe('1800/2000');
    expect(screen.queryByText(/characters remaining/)).toBeNull();
    rerender(
      <UiProvider>
        <CharacterCount count={1801} />
      </UiProvider>,
    );
    expect(screen.getByText('199 characters remaining')).toBeTruthy();
    rerender(
      <UiProvider>
        <CharacterCount count={2000} />
      </UiProvider>,
    );
    expect(screen.getByText('Character limit reached')).toBeTruthy();
  });
});

describe('RichTextEditor', () => {
  it('renders the stored document with its formatting, a toolbar and the count of its plain text', () => {
    const stored = serializeDocument([
      { type: 'paragraph', children: [{ text: 'Loved ' }, { text: 'it', bold: true }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'score' }] }] },
    ]);
    inUi(
      <>
        <span id="l">Review</span>
        <RichTextEditor initialValue={stored} onChange={() => undefined} labelledBy="l" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Review' })).toBeTruthy();
    expect(screen.getByText('it').closest('strong')).toBeTruthy();
    expect(screen.getByText('score').closest('li')).toBeTruthy();
    expect(screen.getByTestId('character-count').textContent).toBe('13/2000');
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('warns when the stored text is near the limit', () => {
    inUi(
      <RichTextEditor
        initialValue={serializeDocument([{ type: 'paragraph', children: [{ text: 'x'.repeat(1850) }] }])}
        onChange={() => undefined}
        labelledBy="l"
      />,
    );
    expect(screen.getByText('150 characters remaining')).toBeTruthy();
  });
});
