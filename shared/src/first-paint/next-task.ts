/**
 * Resolves in a later task of the main thread, after what is waiting there (input, a frame): how
 * long work is cut into pieces that a phone's main thread runs without blocking its visitor.
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * tasks), a zero timer elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = typeof window === 'undefined' ? undefined : (window as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
