/**
 * What index.html's inline start began (early-start.ts), as the shell's first script and the app
 * find it on the page's hand-over (hand-over.ts): the deployment files on their way, and when the
 * first paint's frame shows its first picture. No dependencies, so the shell's first script (before
 * the federation's async boundary) can use it.
 */
import { choiceForThisPage } from './choice-for-this-page';
import type { VersionChoice } from './choose-versions';
import { pageHandOver, type EarlyStartState } from './hand-over';

export const DEPLOYMENT_MAP_PATH = '/remotes.json';
export const PUBLIC_ENV_PATH = '/env.json';

/** The early start's state on the page's hand-over, made by whichever reads it first. */
export function earlyStartState(): EarlyStartState {
  const handOver = pageHandOver();
  if (!handOver.earlyStart) {
    let settle = (): void => undefined;
    const framePicture = new Promise<void>((resolve) => {
      settle = resolve;
    });
    handOver.earlyStart = { started: false, pending: new Map(), framePicture, settleFramePicture: settle };
  }
  return handOver.earlyStart;
}

/** The visitor's bucket and forced versions, read once per page: the early start and the app choose alike. */
export function versionChoice(): VersionChoice {
  const state = earlyStartState();
  return (state.versionChoice ??= choiceForThisPage());
}

/**
 * Settles once index.html's frame shows the first picture the route places in it (decoded, so
 * the next frame paints it), or once it is known that it will show none: the address has no page,
 * its route places no picture, or the data or the picture failed. Never rejects.
 */
export function whenFramePictureShown(): Promise<void> {
  return earlyStartState().framePicture;
}

/** `fetch`, answered by the early start's request for the same path (once) when one is waiting. */
export const fetchStartedEarly: typeof fetch = (input, init) => {
  const { pending } = earlyStartState();
  const early = typeof input === 'string' ? pending.get(input) : undefined;
  if (early) pending.delete(input as string);
  return early ?? fetch(input, init);
};
