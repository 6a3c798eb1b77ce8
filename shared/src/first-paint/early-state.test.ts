// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyStartState, versionChoice } from './early-state';
import { HAND_OVER_NAME } from './hand-over';
import { BUCKET_KEY } from './visitor-bucket';

afterEach(() => {
  Reflect.deleteProperty(window, HAND_OVER_NAME);
  localStorage.clear();
});

describe('versionChoice', () => {
  it("answers the choice index.html's inline start read as it started, without reading again", async () => {
    const early = { bucket: 7, forced: {} };
    earlyStartState().versionChoice = early;
    localStorage.setItem(BUCKET_KEY, '93');
    expect(await versionChoice()).toBe(early);
  });

  it('reads the visitor’s bucket itself on a page without the inline start, once', async () => {
    localStorage.setItem(BUCKET_KEY, '42');
    const first = await versionChoice();
    expect(first.bucket).toBe(42);
    expect(earlyStartState().versionChoice).toBe(first);
    localStorage.setItem(BUCKET_KEY, '3');
    expect(await versionChoice()).toBe(first);
  });
});
