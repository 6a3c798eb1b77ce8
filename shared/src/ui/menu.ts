/**
 * Menus load when first used: the menu machine and the floating positioning it needs are not
 * part of the first page's code. `preloadMenu` starts the download on intent (pointer, focus).
 */
import type { Menu as ChakraMenu } from '@chakra-ui/react';
import { lazyCode, lazyNamespace, preloaderOf } from './lazy-namespace';

const menuCode = lazyCode(() => import('./menu-parts').then((module) => module.Menu));

export const Menu = lazyNamespace<typeof ChakraMenu>(menuCode);
export const preloadMenu = preloaderOf(menuCode);
