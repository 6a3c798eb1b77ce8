/** Marquee's Chakra system: Chakra's defaults with the brand colour and type. */
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { registerPageInstance } from '@marquee/shared/config';
import { baseConfig, marqueeConfig } from './system-config';

let system: SystemContext | null = null;

/**
 * The page's one system, made on first use: inside the first render rather than while the
 * shell's modules are evaluated, so the two are separate tasks on a slow phone.
 */
export function getSystem(): SystemContext {
  if (!system) {
    system = createSystem(baseConfig, marqueeConfig);
    registerPageInstance('ui-system');
  }
  return system;
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
