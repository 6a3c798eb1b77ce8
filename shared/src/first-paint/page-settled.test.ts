import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PageSettled from './page-settled';

/** The module afresh, on a page still loading (the test environment's document has loaded). */
async function onLoadingPage(): Promise<typeof PageSettled> {
  vi.resetModules();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return import('./page-settled');
}

/** Whether a promise has resolved once pending callbacks have run. */
async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('pageSettled', () => {
  it('waits for the page to load, then for a moment the browser is idle', async () => {
    const { pageSettled } = await onLoadingPage();
    const settled = pageSettled();
    expect(await resolved(settled)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await resolved(settled)).toBe(true);
    expect(pageSettled()).toBe(settled);
  });

  it("settles at the visitor's first input, before the page has loaded", async () => {
    const { pageSettled } = await onLoadingPage();
    const settled = pageSettled();
    expect(await resolved(settled)).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await resolved(settled)).toBe(true);
  });

  it('settles after four seconds when the load event never comes (a request that hangs holds it back)', async () => {
    const { pageSettled } = await onLoadingPage();
    vi.useFakeTimers();
    const settled = pageSettled();
    let done = false;
    void settled.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it('settles at once on a page that has loaded', async () => {
    vi.resetModules();
    const { pageSettled } = await import('./page-settled');
    expect(await resolved(pageSettled())).toBe(true);
  });
});

describe('usePageSettled', () => {
  it('renders what settling starts in a transition: the screen stays until the new render can commit', async () => {
    const { usePageSettled } = await onLoadingPage();
    let ready: () => void = () => {};
    const dataReady = new Promise<void>((resolve) => (ready = resolve));
    function Extra() {
      use(dataReady);
      return createElement('p', null, 'extra');
    }
    function Section() {
      return usePageSettled() ? createElement(Extra) : createElement('p', null, 'first screen');
    }
    render(createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Section)));
    expect(screen.getByText('first screen').tagName).toBe('P');
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('first screen').tagName).toBe('P');
    await act(async () => ready());
    expect(screen.getByText('extra').tagName).toBe('P');
    cleanup();
  });
});
