import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { RemoteBoundary } from './remote-boundary';

function Page() {
  return <h1>Search Movies</h1>;
}

function renderBoundary(load: () => Promise<typeof Page>) {
  return render(
    <UiProvider>
      <p>outside</p>
      <RemoteBoundary section="Search" load={load} skeleton={<p>loading…</p>} />
    </UiProvider>,
  );
}

describe('RemoteBoundary', () => {
  it('shows the skeleton, then the module', async () => {
    let resolve!: (component: typeof Page) => void;
    renderBoundary(() => new Promise((r) => (resolve = r)));
    expect(screen.getByText('loading…')).toBeTruthy();
    await act(async () => resolve(Page));
    expect(await screen.findByRole('heading', { name: 'Search Movies' })).toBeTruthy();
  });

  it('names the section when its remote fails, and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary(() => Promise.reject(new Error('RUNTIME-008 Failed to load script resources')));
    expect(await screen.findByRole('heading', { name: 'Search is unavailable right now' })).toBeTruthy();
    expect(screen.getByText('outside')).toBeTruthy();
  });

  it('Retry loads the module again and renders it once the remote is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(Page);
    renderBoundary(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Search Movies' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a module that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderBoundary(async () => Broken);
    expect(await screen.findByRole('heading', { name: 'Search is unavailable right now' })).toBeTruthy();
  });

  it('with a cacheKey, a module loaded once renders at once when mounted again', async () => {
    const load = vi.fn(async () => Page);
    const view = render(
      <UiProvider>
        <RemoteBoundary section="Search" cacheKey="test/cached-page" load={load} skeleton={<p>loading…</p>} />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Search Movies' })).toBeTruthy();
    view.unmount();
    render(
      <UiProvider>
        <RemoteBoundary section="Search" cacheKey="test/cached-page" load={load} skeleton={<p>loading…</p>} />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Search Movies' })).toBeTruthy();
    expect(screen.queryByText('loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
