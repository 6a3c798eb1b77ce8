/** Marquee's Chakra system: Chakra's defaults with the brand colour and type. */
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { registerPageInstance } from '@marquee/shared/config';
import { nextTask } from '@marquee/shared/first-paint';
import { baseConfig, marqueeConfig } from './system-config';

let system: SystemContext | null = null;

/**
 * The page's one system: made by `prepareSystem` in short tasks before the first render, or else
 * on first use, inside the first render (never while the shell's modules are evaluated).
 */
export function getSystem(): SystemContext {
  return system ?? adopt(createSystem(baseConfig, marqueeConfig));
}

function adopt(made: SystemContext): SystemContext {
  system = made;
  registerPageInstance('ui-system');
  return made;
}

/**
 * `createSystem` as Marquee's patch of Chakra gives it (patches/@chakra-ui__react@3.37.0.patch):
 * with `steps`, the same work as a generator that pauses between its phases. Chakra as published
 * has no steps.
 */
type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
const systemSteps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;

/**
 * Creates the page's system ahead of its first render, one phase per task (merge, token
 * dictionary, utilities, ...), so that a slow phone never spends one long task on it: made in a
 * single call, it is 20–30 ms of main thread at full speed, one task of 80–120 ms at a phone's 4×
 * slower CPU. Without steps (Chakra unmodified) the system is left to its first use.
 */
export function prepareSystem(): Promise<void> {
  if (system || !systemSteps) return Promise.resolve();
  return makeInSteps(systemSteps(baseConfig, marqueeConfig), nextTask);
}

/**
 * Runs the steps, pausing between them, and adopts the system they return. A render that asks for
 * the system before they are done gets it made at once (`getSystem`), and the steps stop there.
 */
export async function makeInSteps(steps: Generator<void, SystemContext, void>, pause: () => Promise<void>): Promise<void> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      if (!system) adopt(step.value);
      return;
    }
    await pause();
    if (system) return;
  }
}

/** The id of the `<style>` in which a page's HTML already carries the system's global CSS. */
export const STATIC_UI_CSS_ID = 'marquee-ui-css';

/**
 * The system as given to Chakra's provider. When the page's HTML carries the global CSS (the
 * shell's production build inlines it), the provider has nothing to inject: serializing and
 * inserting the tokens' thousands of CSS variables at start-up was one of the longest tasks of
 * a cold load. Elsewhere (tests, a remote's standalone harness) Chakra injects it as usual.
 */
export function providedSystem(): SystemContext {
  const system = getSystem();
  if (typeof document === 'undefined' || !document.getElementById(STATIC_UI_CSS_ID)) return system;
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}
