import { describe, expect, it } from 'vitest';
import { importInStages } from './import-in-stages';

describe('importInStages', () => {
  it('loads each stage after a pause, never two in one go, and gives the modules back in order', async () => {
    const log: string[] = [];
    const stage = (name: string) => () => {
      log.push(`load ${name}`);
      return Promise.resolve({ name });
    };
    const pause = () => {
      log.push('pause');
      return Promise.resolve();
    };
    const modules = await importInStages([stage('react-dom'), stage('ui'), stage('app')], pause);
    expect(modules.map((module) => module.name)).toEqual(['react-dom', 'ui', 'app']);
    expect(log).toEqual(['load react-dom', 'pause', 'load ui', 'pause', 'load app']);
  });

  it('runs the next stage in a later task than the one before', async () => {
    const tasks: number[] = [];
    let task = 0;
    const ticker = setInterval(() => (task += 1), 0);
    const stage = () => {
      tasks.push(task);
      return Promise.resolve(null);
    };
    // The default pause: a zero timer (or scheduler.yield) lets the ticker's task run in between.
    await importInStages([stage, stage, stage]);
    clearInterval(ticker);
    expect(new Set(tasks).size).toBe(3);
  });

  it('stops at a stage that fails, before loading the next', async () => {
    const loaded: string[] = [];
    const failing = importInStages([
      () => Promise.reject(new Error('chunk failed')),
      () => {
        loaded.push('app');
        return Promise.resolve(null);
      },
    ]);
    await expect(failing).rejects.toThrow('chunk failed');
    expect(loaded).toEqual([]);
  });
});
