import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import ReviewTextEditor from './review-text-editor';

describe('ReviewTextEditor (the widget the diary embeds)', () => {
  it('reports the stored text with its visible length on mount, for the embedding form to check', async () => {
    const onChange = vi.fn();
    const stored = JSON.stringify([{ type: 'paragraph', children: [{ text: 'A fine film' }] }]);
    render(
      <UiProvider>
        <span id="label">Review</span>
        <ReviewTextEditor initialValue={stored} onChange={onChange} labelledBy="label" />
      </UiProvider>,
    );
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ text: stored, length: 11 }));
  });
});
