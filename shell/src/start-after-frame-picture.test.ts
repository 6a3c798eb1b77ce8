import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFramePicture } from './start-after-frame-picture';

/** A promise and the function that settles it. */
function framePicture(): { shown: Promise<void>; show: () => void } {
  let show = (): void => undefined;
  const shown = new Promise<void>((resolve) => {
    show = resolve;
  });
  return { shown, show };
}

describe("the shell's start-up waits for the frame's first picture", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts once, after the picture has shown and the next frame, not before', async () => {
    const start = vi.fn();
    const picture = framePicture();
    startAfterFramePicture(start, picture.shown, 1000);
    await vi.advanceTimersByTimeAsync(500);
    expect(start).not.toHaveBeenCalled();
    picture.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).not.toHaveBeenCalled();
    // The next frame (16 ms at most), well before the hidden tab's timer.
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledTimes(1);
    // The hidden tab's timer and the longest wait find it started.
    await vi.advanceTimersByTimeAsync(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at most the longest wait after it was asked to, when the picture never shows', async () => {
    const start = vi.fn();
    startAfterFramePicture(start, new Promise<void>(() => undefined), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(120);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in a hidden tab, which has no frames, after a short timer', async () => {
    const start = vi.fn();
    const picture = framePicture();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    startAfterFramePicture(start, picture.shown, 1000);
    picture.show();
    // No frame is ever drawn: only timers run.
    await vi.advanceTimersByTimeAsync(99);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
