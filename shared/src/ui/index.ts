/**
 * The curated Chakra UI surface of Marquee. Every app imports Chakra from here, never from
 * @chakra-ui/react: this module is one federation singleton, so the page has one Chakra
 * (one system, one context), and only the components listed here are shipped. The components
 * with a sizeable state machine that no first page shows (menus, dialogs and drawers, the machines
 * of sliders and switches) load on first use, each in a chunk of its own, with a `preload…` to
 * start the download earlier.
 *
 * Tabs, sliders and switches are the `@marquee/shared/controls` library (bundled into the apps
 * that draw them, not in the platform chunk every page loads): what they need of Chakra is here,
 * under "For @marquee/shared/controls". The `Tabs`, `Slider` and `Switch` exported here are
 * deprecated stand-ins for remotes built against platform 1.14 or older.
 */
export {
  AbsoluteCenter,
  Alert,
  AspectRatio,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  chakra,
  CloseButton,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BadgeProps, BoxProps, ButtonProps, CardRootProps, FlexProps, HeadingProps, StackProps, TextProps } from '@chakra-ui/react';
export { UiProvider } from './ui-provider';
export { prepareSystem } from './system';
export { AppToaster, toaster } from './toaster';
export { Menu, preloadMenu } from './menu';
export { Dialog, Drawer, preloadDialog, preloadDrawer } from './overlay';
export { BarChart, preloadBarChart, type BarChartProps } from './chart';
export * from './icons';
export { PageHeader } from './page-header';
export { StatePanel } from './state-panel';

// For @marquee/shared/controls: Chakra's recipes and types, the helpers of Marquee's lazily loaded
// compounds, and the slider's and switch's machines (which load from the shell's chunks).
export { createSlotRecipeContext } from '@chakra-ui/react';
export type { Slider as ChakraSlider, Switch as ChakraSwitch, Tabs as ChakraTabs } from '@chakra-ui/react';
export { dataAttr, inlineNamespace, preloaderOf, withoutKeys, type LazyCode, type PartProps } from './lazy-namespace';
export { sliderCode, switchCode } from './control-parts';

// Deprecated since platform 1.15.0, for remotes built against 1.14 or older.
export { Slider, Switch, Tabs, preloadSlider, preloadSwitch, preloadTabs } from './controls-compat';
