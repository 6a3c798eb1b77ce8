import type { ComponentType } from 'react';
import { CalendarIcon, HomeIcon, SearchIcon, StarIcon, TrendingIcon } from '@marquee/shared/ui';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
}

/** The side navigation 'Explore' (spec section 2, Layout). */
export const EXPLORE_ITEMS: readonly NavItem[] = [
  { label: 'Discover', to: '/', icon: HomeIcon },
  { label: 'Trending', to: '/trending', icon: TrendingIcon },
  { label: 'Top Rated', to: '/top-rated', icon: StarIcon },
  { label: 'Coming Soon', to: '/coming-soon', icon: CalendarIcon },
  { label: 'Search', to: '/search', icon: SearchIcon },
];
