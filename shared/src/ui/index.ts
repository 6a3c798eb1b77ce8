/**
 * The curated Chakra UI surface of Marquee. Every app imports Chakra from here, never from
 * @chakra-ui/react: this module is one federation singleton, so the page has one Chakra
 * (one system, one context), and only the components listed here are shipped. The components
 * with a sizeable state machine that no first page shows (menus, dialogs and drawers, sliders,
 * switches) load on first use, each in a chunk of its own, with a `preload…` to start the
 * download earlier. Tabs are Marquee's own, on Chakra's recipe, and render with their page.
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
export { Tabs, preloadTabs } from './tabs';
export { Slider, preloadSlider } from './slider';
export { BarChart, preloadBarChart, type BarChartProps } from './chart';
export { Switch, preloadSwitch } from './switch';
export * from './icons';
export { PageHeader } from './page-header';
export { StatePanel } from './state-panel';
