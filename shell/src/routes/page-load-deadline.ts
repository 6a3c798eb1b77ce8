/**
 * A page's remote that accepts the connection and never answers must not leave the visitor before
 * a skeleton for as long as the runtime's retry schedule lasts (three attempts of 10 s plus
 * backoff: ~32 s). Every route load here has a deadline: after STILL_LOADING_AFTER_MS the page
 * says "Still loading {section}…" with Retry (the layout's `StillLoading` reads the pending loads
 * from here), and GIVE_UP_AFTER_MS after the load or the Retry click the load fails, so the route
 * shows its section's panel, whatever the runtime is still trying. A page load's first route counts
 * from the moment the page was opened, not from when its loader could start. The panel is promised
 * within 15 s: the deadline leaves three seconds for a slow device to render it.
 */
export const STILL_LOADING_AFTER_MS = 4_000;
export const GIVE_UP_AFTER_MS = 12_000;

/** A load that passed its deadline: the route's panel, and a `remote-timeout` for telemetry. */
export class PageLoadTimeoutError extends Error {
  constructor(readonly moduleId: string) {
    super(`${moduleId} did not load in time`);
    this.name = 'PageLoadTimeoutError';
  }
}

export interface PendingLoad {
  readonly section: string;
  /** When the current attempt started (the load, or the last Retry). */
  readonly startedAt: number;
  /** Stops waiting for the current attempt and starts another. */
  readonly retry: () => void;
}

let pending: readonly PendingLoad[] = [];
const listeners = new Set<() => void>();

function setPending(next: readonly PendingLoad[]): void {
  pending = next;
  for (const listener of listeners) listener();
}

export function subscribePendingLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingLoads(): readonly PendingLoad[] {
  return pending;
}

export interface DeadlineLoad<T> {
  moduleId: string;
  section: string;
  load: () => Promise<T>;
  /** What Retry does before the next attempt (drops the hanging one). */
  beforeRetry: () => void;
  signal?: AbortSignal;
  /** When the wait began, if before this call (a page load's first route: when the page was opened). */
  since?: number;
  now?: () => number;
}

/** `load()`, failing with PageLoadTimeoutError GIVE_UP_AFTER_MS after it (or after a Retry) started. */
export function loadWithDeadline<T>({ moduleId, section, load, beforeRetry, signal, since, now = Date.now }: DeadlineLoad<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let entry: PendingLoad | null = null;
    const finish = () => {
      clearTimeout(timer);
      if (entry) setPending(pending.filter((candidate) => candidate !== entry));
      entry = null;
    };
    const start = (startedAt = now()) => {
      attempt += 1;
      const mine = attempt;
      const previous = entry;
      entry = { section, startedAt, retry };
      setPending([...pending.filter((candidate) => candidate !== previous), entry]);
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          finish();
          reject(new PageLoadTimeoutError(moduleId));
        },
        Math.max(0, startedAt + GIVE_UP_AFTER_MS - now()),
      );
      load().then(
        (value) => {
          if (mine !== attempt || !entry) return;
          finish();
          resolve(value);
        },
        (error: unknown) => {
          if (mine !== attempt || !entry) return;
          finish();
          reject(error);
        },
      );
    };
    function retry() {
      if (!entry) return;
      beforeRetry();
      start();
    }
    // A navigation elsewhere ends the wait: nothing to say about a page the visitor left.
    signal?.addEventListener('abort', () => {
      if (!entry) return;
      finish();
      reject(signal.reason);
    });
    start(since);
  });
}
