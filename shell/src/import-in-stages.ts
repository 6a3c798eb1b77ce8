import { nextTask } from '@marquee/shared/first-paint';

type Loaders = readonly (() => Promise<unknown>)[];

/**
 * Imports modules one stage after another, each in a task of its own (`pause` between them), and
 * gives them back in order. With modules that are already downloaded (in chunks the page
 * preloaded), an import is their evaluation: in stages, a phone's main thread runs several short
 * tasks, and the visitor's input can come in between, instead of one long one.
 */
export async function importInStages<const L extends Loaders>(
  loaders: L,
  pause: () => Promise<void> = nextTask,
): Promise<{ [K in keyof L]: Awaited<ReturnType<L[K]>> }> {
  const modules: unknown[] = [];
  for (const [index, load] of loaders.entries()) {
    if (index > 0) await pause();
    modules.push(await load());
  }
  return modules as { [K in keyof L]: Awaited<ReturnType<L[K]>> };
}
