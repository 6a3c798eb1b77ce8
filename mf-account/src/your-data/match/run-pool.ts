/**
 * Runs `task` over `items` with at most `limit` in flight. Aborting stops starting new tasks; once
 * the running ones end, the pool rejects with the abort reason.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, signal: AbortSignal) => Promise<R>,
  options: { signal: AbortSignal; onDone?: (done: number) => void },
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      options.signal.throwIfAborted();
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, options.signal);
      options.signal.throwIfAborted();
      done += 1;
      options.onDone?.(done);
    }
  };
  // Every worker ends before the pool answers, so nothing is left running after a cancel or failure.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return results;
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
