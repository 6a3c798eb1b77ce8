import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { LoadMoreStatus } from './load-more-status';

function renderStatus(props: { isFetchingNextPage?: boolean; isFetchNextPageError?: boolean; onRetry?: () => void }) {
  const sentinelRef = createRef<HTMLDivElement>();
  render(
    <UiProvider>
      <LoadMoreStatus
        sentinelRef={sentinelRef}
        isFetchingNextPage={props.isFetchingNextPage ?? false}
        isFetchNextPageError={props.isFetchNextPageError ?? false}
        onRetry={props.onRetry ?? (() => undefined)}
        errorText="Unable to load trending movies at the moment."
      />
    </UiProvider>,
  );
  return sentinelRef;
}

describe('LoadMoreStatus', () => {
  it('gives the scroll hook its sentinel and says nothing while idle', () => {
    const ref = renderStatus({});
    expect(ref.current).toBe(screen.getByTestId('load-more-sentinel'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the next page is loading', () => {
    renderStatus({ isFetchingNextPage: true });
    expect(screen.getByRole('status').textContent).toContain('Loading more movies...');
  });

  it('offers Try Again when the next page failed', async () => {
    const onRetry = vi.fn();
    renderStatus({ isFetchNextPageError: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Unable to load trending movies at the moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
