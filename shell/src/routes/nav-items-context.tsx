import { createContext, useContext } from 'react';
import type { NavItem } from './route-table';

/** The side navigation's entries, as the deployed remotes declared them. */
export const NavItemsContext = createContext<readonly NavItem[]>([]);

export const useNavItems = (): readonly NavItem[] => useContext(NavItemsContext);
