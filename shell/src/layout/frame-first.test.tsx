/**
 * A page load's first render commits the frame with the skeleton in the page's place, and the
 * page in a commit of its own; the page's later navigations (and a frame mounted again) render the
 * page at once.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import type * as FrameFirstModule from './frame-first';

afterEach(cleanup);

/** What each commit under the frame put on screen: the skeleton, or the page. */
function commitsOf(FrameFirst: typeof FrameFirstModule.FrameFirst) {
  const commits: string[] = [];
  const onRender = () => {
    commits.push(
      document.querySelector('[data-testid="page-skeleton"]') ? 'skeleton' : (document.querySelector('h1')?.textContent ?? 'nothing'),
    );
  };
  const tree = (
    <UiProvider>
      <Profiler id="frame" onRender={onRender}>
        <FrameFirst>
          <h1>The page</h1>
        </FrameFirst>
      </Profiler>
    </UiProvider>
  );
  return { commits, tree };
}

describe('FrameFirst', () => {
  it('commits the skeleton first on a page load, then the page in a commit of its own', async () => {
    vi.resetModules();
    const { FrameFirst } = await import('./frame-first');
    const first = commitsOf(FrameFirst);
    await act(async () => {
      render(first.tree);
    });
    expect(screen.getByRole('heading', { name: 'The page' }).tagName).toBe('H1');
    expect(first.commits).toEqual(['skeleton', 'The page']);

    // The frame again in the same page (a layout mounted anew): the page at once, in one commit.
    cleanup();
    const again = commitsOf(FrameFirst);
    await act(async () => {
      render(again.tree);
    });
    expect(again.commits).toEqual(['The page']);
  });

  it('tells the first screen shown with the skeleton when the page suspends on what waits for that (supabase-js)', async () => {
    vi.resetModules();
    const { FrameFirst } = await import('./frame-first');
    const { firstScreenShown } = await import('@marquee/shared/first-paint');
    // A member's page: it renders once the client has loaded, and the client loads once the first
    // screen is shown, as `loadSupabase` does.
    const client = firstScreenShown().then(() => 'client');
    function MemberPage() {
      return <h1>{use(client)}</h1>;
    }
    await act(async () => {
      render(
        <UiProvider>
          <FrameFirst>
            <MemberPage />
          </FrameFirst>
        </UiProvider>,
      );
    });
    const shownWithin200ms = await Promise.race([
      firstScreenShown().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
    ]);
    expect(shownWithin200ms).toBe(true);
    expect(await screen.findByRole('heading', { name: 'client' })).toBeTruthy();
  });
});
