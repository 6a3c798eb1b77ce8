import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { RatingSummaryView } from './rating-summary';

const renderSummary = (summary: Parameters<typeof RatingSummaryView>[0]['summary']) =>
  render(
    <UiProvider>
      <RatingSummaryView summary={summary} />
    </UiProvider>,
  );

describe('RatingSummaryView', () => {
  it('shows the average with one decimal, the count and a bar per star readable as text', () => {
    renderSummary({ count: 13, average: 4, histogram: [12, 0, 0, 0, 1] });
    const section = screen.getByRole('region', { name: 'Marquee rating' });
    expect(within(section).getByText('4.0')).toBeTruthy();
    expect(within(section).getByText('13 ratings')).toBeTruthy();
    const bars = within(section)
      .getAllByRole('listitem')
      .map((bar) => bar.getAttribute('aria-label'));
    expect(bars).toEqual(['5 stars: 12 ratings', '4 stars: 0 ratings', '3 stars: 0 ratings', '2 stars: 0 ratings', '1 star: 1 rating']);
  });

  it('says No ratings yet without ratings', () => {
    renderSummary({ count: 0, average: null, histogram: [0, 0, 0, 0, 0] });
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByText('0 ratings')).toBeNull();
  });
});
