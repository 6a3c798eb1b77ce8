/**
 * Marquee's compound controls (`@marquee/shared/controls`): tabs, sliders and switches, drawn with
 * Chakra's recipes through `@marquee/shared/ui`. A library, bundled into each app that draws them,
 * so the platform chunk every page loads does not carry them; they hold no state of their own.
 * The machines of the slider and the switch stay the platform's and load from the shell's chunks
 * on first use (`preloadSlider`, `preloadSwitch` start them earlier).
 */
export {
  Tabs,
  type TabsContentGroupProps,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './tabs';
export { Slider, preloadSlider } from './slider';
export { Switch, preloadSwitch } from './switch';
