/** The import's and export's few-at-a-time pool (run-pool.ts). */
import { describe, expect, it } from 'vitest';
import { runPool } from './run-pool';

/** A task whose promise the test settles by hand, recording how many run at once. */
function controlledTasks() {
  const pending = new Map<number, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  let running = 0;
  let mostAtOnce = 0;
  const task = (item: number) =>
    new Promise<string>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      pending.set(item, {
        resolve: (value) => ((running -= 1), resolve(value)),
        reject: (error) => ((running -= 1), reject(error)),
      });
    });
  const started = () => [...pending.keys()];
  const settle = async (item: number, outcome: string | Error) => {
    const handle = pending.get(item)!;
    if (outcome instanceof Error) handle.reject(outcome);
    else handle.resolve(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, started, settle, mostAtOnce: () => mostAtOnce };
}

describe('runPool', () => {
  it('runs at most `limit` tasks at once and answers the results in the items’ order, counting each one done', async () => {
    const { task, started, settle, mostAtOnce } = controlledTasks();
    const progress: number[] = [];
    const run = runPool([1, 2, 3, 4, 5], 2, task, { signal: new AbortController().signal, onDone: (done) => progress.push(done) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started()).toEqual([1, 2]);
    await settle(2, 'two');
    expect(started()).toEqual([1, 2, 3]);
    for (const item of [1, 3, 4, 5]) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await settle(item, String(item));
    }
    await expect(run).resolves.toEqual(['1', 'two', '3', '4', '5']);
    expect(mostAtOnce()).toBe(2);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing more once aborted, and rejects with the reason only after the running tasks ended', async () => {
    const { task, started, settle } = controlledTasks();
    const controller = new AbortController();
    let answered = false;
    const run = runPool([1, 2, 3, 4], 2, task, { signal: controller.signal });
    run.catch(() => undefined).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(new Error('cancelled'));
    await settle(1, 'one');
    expect(started()).toEqual([1, 2]);
    expect(answered).toBe(false);
    await settle(2, 'two');
    await expect(run).rejects.toThrow('cancelled');
    expect(started()).toEqual([1, 2]);
  });

  it('rejects with a task’s failure once every started task has ended', async () => {
    const { task, started, settle } = controlledTasks();
    let answered = false;
    const run = runPool([1, 2], 2, task, { signal: new AbortController().signal });
    run.catch(() => undefined).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started()).toEqual([1, 2]);
    await settle(1, new Error('lookup failed'));
    expect(answered).toBe(false);
    await settle(2, 'two');
    await expect(run).rejects.toThrow('lookup failed');
  });

  it('answers an empty list at once', async () => {
    await expect(runPool([], 3, async () => 'never', { signal: new AbortController().signal })).resolves.toEqual([]);
  });
});
