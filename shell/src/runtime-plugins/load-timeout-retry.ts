/**
 * A federation runtime plugin: a remote that hangs is a remote that failed. Its entry script gets
 * a time limit, and a failed or timed-out entry is tried twice more with growing pauses before
 * the route shows its error panel. Only the runtime's documented hooks are used: `createScript`
 * (the time limit) and `loadEntryError` (the retries).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRIES = 2;
const BACKOFF_MS = 400;

// The plugin runs before the share scope exists, so it cannot read the shared config module; the
// bootstrap hands it the deployment's setting (env.json's remoteLoadTimeoutMs) instead.
let timeoutMs = 10_000;

export function setRemoteLoadTimeout(ms: number): void {
  timeoutMs = ms;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => BACKOFF_MS * 2 ** attempt;

/**
 * The entry's URL for a retry. A request that hangs keeps the browser's cache entry for its URL
 * locked, so a retry of the same URL would wait behind it instead of asking the server again;
 * the query makes each attempt its own request (the remote's code finds its chunks from the
 * script's folder, which the query does not change).
 */
export function retryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, typeof location === 'undefined' ? undefined : location.href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

export default function loadTimeoutRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'marquee-load-timeout-retry',
    createScript() {
      return { timeout: timeoutMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      const retried = (async () => {
        for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
          await pause(backoff(attempt - 1));
          const entry = retryUrl(remoteInfo.entry, attempt);
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry }, remoteEntryExports });
            if (exports) return exports;
          } catch (error) {
            console.warn(`[marquee] loading ${remoteInfo.entry} failed (attempt ${attempt + 1} of ${RETRIES + 1}):`, error);
          }
        }
        // Nothing recovered: the runtime raises the first attempt's error.
        return undefined;
      })();
      // The hook's declared result is a promise of a promise; the runtime awaits both.
      return new Promise<typeof retried>((resolve) => resolve(retried));
    },
  };
}
