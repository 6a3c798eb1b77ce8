/**
 * The page's one system, made in steps ahead of the first render (`makeInSteps`, which the
 * production build's `prepareSystem` runs on Chakra's stepped `createSystem`) or on first use.
 */
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, marqueeConfig } from './system-config';
import type * as SystemExports from './system';

type SystemModule = typeof SystemExports;

let systemModule: SystemModule;
beforeEach(async () => {
  vi.resetModules();
  systemModule = await import('./system');
});

/** Steps that pause `pauses` times and then return a real system; what ran is recorded. */
function recordedSteps(pauses: number, made: SystemContext) {
  const ran: string[] = [];
  function* steps(): Generator<void, SystemContext, void> {
    for (let i = 0; i < pauses; i += 1) {
      ran.push(`step ${i}`);
      yield;
    }
    ran.push('done');
    return made;
  }
  return { steps: steps(), ran };
}

describe('making the system in steps', () => {
  it('pauses between the steps and adopts the system they make as the page’s', async () => {
    const made = createSystem(baseConfig, marqueeConfig);
    const { steps, ran } = recordedSteps(3, made);
    const pause = vi.fn(() => Promise.resolve());
    await systemModule.makeInSteps(steps, pause);
    expect(ran).toEqual(['step 0', 'step 1', 'step 2', 'done']);
    expect(pause).toHaveBeenCalledTimes(3);
    expect(systemModule.getSystem()).toBe(made);
  });

  it('stops when a render has needed the system first, which keeps the one made then', async () => {
    const { steps, ran } = recordedSteps(3, createSystem(baseConfig, marqueeConfig));
    let rendered: SystemContext | undefined;
    const pause = vi.fn(() => {
      rendered ??= systemModule.getSystem();
      return Promise.resolve();
    });
    await systemModule.makeInSteps(steps, pause);
    expect(ran).toEqual(['step 0']);
    expect(systemModule.getSystem()).toBe(rendered);
  });

  it('leaves the system to its first use when Chakra has no steps (as published, in these tests)', async () => {
    await systemModule.prepareSystem();
    const first = systemModule.getSystem();
    expect(first.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(systemModule.getSystem()).toBe(first);
  });
});
