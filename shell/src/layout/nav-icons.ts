import type { ComponentType } from 'react';
import type { NavIconName } from '@marquee/shared/routes';
import {
  BookmarkIcon,
  CalendarIcon,
  FilmIcon,
  HeartIcon,
  HomeIcon,
  SearchIcon,
  StarIcon,
  TrendingIcon,
  UserIcon,
} from '@marquee/shared/ui';

/** The icons a remote's nav entry may name; an unknown name shows the film icon. */
export const NAV_ICONS: Record<NavIconName, ComponentType> = {
  home: HomeIcon,
  trending: TrendingIcon,
  star: StarIcon,
  calendar: CalendarIcon,
  search: SearchIcon,
  film: FilmIcon,
  heart: HeartIcon,
  bookmark: BookmarkIcon,
  user: UserIcon,
};
