/**
 * What index.html's inline start began (early-start.ts), as the shell's first script and the app
 * find it on the page's hand-over (hand-over.ts): the deployment files on their way, and when the
 * first paint's frame shows its first picture. No dependencies, so the shell's first script (before
 * the federation's async boundary) can use it.
 */
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

/**
 * The visitor's bucket and forced versions, read once per page so the early start and the app
 * choose the same versions: index.html's inline start reads them as it starts (early-start.ts)
 * and the app takes them from the hand-over. Only a page without the inline start (a development
 * server, a test) has the app read them, with code it loads for that then.
 */
export async function versionChoice(): Promise<VersionChoice> {
  const state = earlyStartState();
  if (state.versionChoice) return state.versionChoice;
  const { choiceForThisPage } = await import(/* webpackChunkName: "version-choice" */ './choice-for-this-page');
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
