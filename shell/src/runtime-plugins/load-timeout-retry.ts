/**
 * A federation runtime plugin: a remote that hangs is a remote that failed. Its manifest request
 * and its entry script each get a time limit, and a failed or timed-out load is tried twice more
 * with growing pauses before the route shows its error panel. Only the runtime's documented hooks
 * are used: `fetch` (manifests), `createScript` (the entry script's timeout) and
 * `loadEntryError` (retrying the entry).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../remotes/early-start';

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

class RemoteTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`${url} did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** One request with a deadline: a server that accepts the connection but never answers fails. */
async function fetchWithDeadline(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RemoteTimeoutError(url, ms)), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw controller.signal.aborted ? (controller.signal.reason as Error) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A request already under way (the shell's early start), held to the same deadline. */
async function awaitWithDeadline(url: string, response: Promise<Response>, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(url, ms)), ms);
  });
  try {
    return await Promise.race([response, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Network errors, timeouts and server errors are worth another try; a 404 is not. A request
 * already under way for the URL (`started`) counts as the first attempt.
 */
export async function fetchWithRetries(url: string, init: RequestInit, ms = timeoutMs, started?: Promise<Response>): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await pause(backoff(attempt - 1));
    try {
      const response = attempt === 0 && started ? await awaitWithDeadline(url, started, ms) : await fetchWithDeadline(url, init, ms);
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    console.warn(`[marquee] loading ${url} failed (attempt ${attempt + 1} of ${RETRIES + 1}):`, lastError);
  }
  throw lastError;
}

export default function loadTimeoutRetryPlugin(): ModuleFederationRuntimePlugin {
  const entryRetries = new Map<string, number>();
  return {
    name: 'marquee-load-timeout-retry',
    fetch(url, init) {
      // The shell's first script may have asked for this manifest already (the current page's):
      // that request is the first attempt.
      return fetchWithRetries(url, init, timeoutMs, takeEarlyManifest(url));
    },
    createScript() {
      return { timeout: timeoutMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const attempt = entryRetries.get(uniqueKey) ?? 0;
      if (attempt >= RETRIES) {
        entryRetries.delete(uniqueKey);
        return Promise.resolve(undefined);
      }
      entryRetries.set(uniqueKey, attempt + 1);
      const retried = pause(backoff(attempt)).then(async () => {
        // The runtime remembers the failed load under this key; forget it so the entry is fetched again.
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      });
      // The hook's declared result is a promise of a promise; the runtime awaits both.
      return new Promise<typeof retried | undefined>((resolve) => resolve(retried));
    },
  };
}
