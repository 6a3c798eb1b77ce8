/**
 * `Tabs`, `Slider` and `Switch` as remotes built against platform 1.14 or older import them. Since
 * 1.15 they are the `@marquee/shared/controls` library, bundled into the apps that draw them, so
 * the platform chunk every page loads no longer carries them. These stand-ins keep the old
 * imports working without that weight: each loads the library's module from a chunk of its own
 * when one of its parts first renders (or on its `preload…()`), and a part renders nothing until
 * then (an outdated remote's tabs, sliders and switches appear a moment after its page).
 *
 * The chunks import `@marquee/shared/ui`, which is this page's one instance: the controls hold no
 * state of their own, so a copy of them here beside the remotes' copies is harmless.
 */
import type { Slider as ChakraSlider, Switch as ChakraSwitch } from '@chakra-ui/react';
import type { Tabs as ControlsTabs } from '../controls/tabs';
import { sliderCode, switchCode } from './control-parts';
import { lazyCode, lazyNamespace, preloaderOf } from './lazy-namespace';

const tabsCode = lazyCode(() => import(/* webpackChunkName: "compat-tabs" */ '../controls/tabs').then((module) => module.Tabs));
const sliderModule = lazyCode(() => import(/* webpackChunkName: "compat-slider" */ '../controls/slider').then((module) => module.Slider));
const switchModule = lazyCode(() => import(/* webpackChunkName: "compat-switch" */ '../controls/switch').then((module) => module.Switch));

/** @deprecated since platform 1.15.0: import `Tabs` from `@marquee/shared/controls`. */
export const Tabs: typeof ControlsTabs = lazyNamespace(tabsCode);
/** @deprecated since platform 1.15.0: import `Slider` from `@marquee/shared/controls`. */
export const Slider: typeof ChakraSlider = lazyNamespace(sliderModule);
/** @deprecated since platform 1.15.0: import `Switch` from `@marquee/shared/controls`. */
export const Switch: typeof ChakraSwitch = lazyNamespace(switchModule);

/** @deprecated since platform 1.9.0: nothing to preload with `@marquee/shared/controls`' tabs. Here: loads the tabs above. */
export const preloadTabs = preloaderOf(tabsCode);
/**
 * Starts downloading the slider (its machine, and the module of the `Slider` above).
 * @deprecated since platform 1.15.0: import `preloadSlider` from `@marquee/shared/controls`.
 */
export const preloadSlider = preloaderOf(sliderModule, sliderCode);
/**
 * Starts downloading the switch (its machine, and the module of the `Switch` above).
 * @deprecated since platform 1.15.0: import `preloadSwitch` from `@marquee/shared/controls`.
 */
export const preloadSwitch = preloaderOf(switchModule, switchCode);
