import pLimit from 'p-limit';

/**
 * Runs `task` over `items` with at most `limit` in flight (p-limit). Aborting stops starting new
 * tasks; once the running ones end, the pool rejects with the abort reason.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, signal: AbortSignal) => Promise<R>,
  options: { signal: AbortSignal; onDone?: (done: number) => void },
): Promise<R[]> {
  const limited = pLimit(limit);
  let done = 0;
  const run = async (item: T) => {
    options.signal.throwIfAborted();
    const result = await task(item, options.signal);
    options.signal.throwIfAborted();
    done += 1;
    options.onDone?.(done);
    return result;
  };
  // Every task settles before the pool answers (one not started yet ends at once when aborted), so
  // nothing is left running after a cancel or failure.
  const settled = await Promise.allSettled(items.map((item) => limited(run, item)));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<R>).value);
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
