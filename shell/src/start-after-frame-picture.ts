/**
 * When the shell's start-up (React, the shared modules, the page's remote) begins its work on the
 * main thread: after index.html's frame has painted the first picture its route places in it (a
 * backdrop, the first posters; see `whenFramePictureShown`), and at most `maxWaitMs` after this is
 * called. The start-up's scripts keep downloading meanwhile (index.html and the early start
 * preload them); only their running waits. On a phone the first picture is what the visitor looks
 * at while the page's code arrives, and its paint then no longer queues behind the start-up's
 * tasks; when the picture is slow, the page's code does not wait longer than `maxWaitMs` for it.
 *
 * The start itself opens after the next frame (so the frame and its picture paint first however
 * slow the device is to run what follows); a hidden tab, which has no frames, starts after a short
 * timer instead. `start` runs once.
 */
export const FRAME_PICTURE_WAIT_MS = 1000;
const HIDDEN_TAB_START_MS = 100;

export function startAfterFramePicture(start: () => void, framePicture: Promise<void>, maxWaitMs: number = FRAME_PICTURE_WAIT_MS): void {
  let started = false;
  const startOnce = (): void => {
    if (started) return;
    started = true;
    start();
  };
  let opened = false;
  const open = (): void => {
    if (opened) return;
    opened = true;
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    setTimeout(startOnce, HIDDEN_TAB_START_MS);
  };
  void framePicture.then(open, open);
  setTimeout(open, maxWaitMs);
}
