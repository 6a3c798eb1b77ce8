/**
 * The curated Chakra UI surface of Marquee. Every app imports Chakra from here, never from
 * @chakra-ui/react: this module is one federation singleton, so the page has one Chakra
 * (one system, one context), and only the components listed here are shipped.
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
  Dialog,
  Drawer,
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
  Slider,
  Spinner,
  Stack,
  Switch,
  Tabs,
  Text,
  VisuallyHidden,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BadgeProps, BoxProps, ButtonProps, CardRootProps, FlexProps, HeadingProps, StackProps, TextProps } from '@chakra-ui/react';
export { UiProvider } from './ui-provider';
export { AppToaster, toaster } from './toaster';
export { Menu, preloadMenu } from './menu';
export * from './icons';
export { PageHeader } from './page-header';
export { StatePanel } from './state-panel';
