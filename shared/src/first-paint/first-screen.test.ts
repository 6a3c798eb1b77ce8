import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreen from './first-screen';

async function fresh(): Promise<typeof FirstScreen> {
  vi.resetModules();
  return import('./first-screen');
}

/** Whether a promise has resolved once pending callbacks have run. */
async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => vi.useRealTimers());

describe('firstScreenShown', () => {
  it('is at once where no frame has said it will tell (a remote on its own, tests)', async () => {
    vi.useFakeTimers();
    const { firstScreenShown } = await fresh();
    expect(await resolved(firstScreenShown())).toBe(true);
  });

  it("waits for the frame's word once it has said it will tell", async () => {
    vi.useFakeTimers();
    const { expectFirstScreen, firstScreenCommitted, firstScreenShown } = await fresh();
    expectFirstScreen();
    const shown = firstScreenShown();
    expect(await resolved(shown)).toBe(false);
    firstScreenCommitted();
    expect(await resolved(shown)).toBe(true);
    expect(await resolved(firstScreenShown())).toBe(true);
  });

  it('waits a second at most when the word never comes (a layout without the frame)', async () => {
    vi.useFakeTimers();
    const { expectFirstScreen, firstScreenShown } = await fresh();
    expectFirstScreen();
    const shown = firstScreenShown();
    await vi.advanceTimersByTimeAsync(900);
    expect(await resolved(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await resolved(shown)).toBe(true);
  });
});
