import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { StarRatingInput } from './star-rating-input';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <UiProvider>
      <span id="label">Rating</span>
      <StarRatingInput value={value} onChange={setValue} labelledBy="label" />
    </UiProvider>
  );
}

const checked = () =>
  screen
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('aria-checked') === 'true')
    ?.getAttribute('aria-label');

describe('StarRatingInput', () => {
  it('is a labelled radio group of five stars with one tab stop', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(checked()).toBeUndefined();
    expect(screen.getByText('No rating yet')).toBeTruthy();
  });

  it('selects with the keyboard: arrows move and select, Home and End jump', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('1 star');
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe('1 star');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()).toBe('3 stars');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 stars');
    await user.keyboard('{End}');
    expect(checked()).toBe('5 stars');
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe('5 stars');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(checked()).toBe('1 star');
    expect(screen.getByText('1 out of 5')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('selects with a click', async () => {
    render(<Harness initial={2} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: '4 stars' }));
    expect(checked()).toBe('4 stars');
  });

  it('still answers the arrows while the pointer rests over the stars', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(checked()).toBe('4 stars');
    await user.keyboard('{Home}');
    expect(checked()).toBe('1 star');
  });
});
