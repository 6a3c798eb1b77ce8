/** The few icons Marquee draws, inline so no icon library ships with every page. */
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

type IconProps = HTMLChakraProps<'svg'>;

/** Makes a stroked 24×24 line icon from its path data; exported so a remote draws its own icons the same way. */
export function createIcon(paths: string[], displayName: string) {
  const Icon = (props: IconProps) => (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </chakra.svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

// The short name keeps each icon of the set below on one line.
const icon = createIcon;

export const SearchIcon = icon(['M21 21l-4.35-4.35', 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z'], 'SearchIcon');
export const MenuIcon = icon(['M3 6h18', 'M3 12h18', 'M3 18h18'], 'MenuIcon');
export const SunIcon = icon(
  [
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
    'M12 1v2',
    'M12 21v2',
    'M4.22 4.22l1.42 1.42',
    'M18.36 18.36l1.42 1.42',
    'M1 12h2',
    'M21 12h2',
    'M4.22 19.78l1.42-1.42',
    'M18.36 5.64l1.42-1.42',
  ],
  'SunIcon',
);
export const MoonIcon = icon(['M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z'], 'MoonIcon');
export const MonitorIcon = icon(['M4 4h16v12H4z', 'M8 20h8', 'M12 16v4'], 'MonitorIcon');
export const HomeIcon = icon(['M3 10.5L12 3l9 7.5', 'M5 9v12h14V9'], 'HomeIcon');
export const TrendingIcon = icon(['M23 6l-9.5 9.5-5-5L1 18', 'M17 6h6v6'], 'TrendingIcon');
/** The star's outline, for a card that draws it as a plain `<svg>` (see movie-grid-card.tsx). */
export const STAR_ICON_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z';
export const StarIcon = icon([STAR_ICON_PATH], 'StarIcon');
export const CalendarIcon = icon(['M3 5h18v16H3z', 'M16 3v4', 'M8 3v4', 'M3 10h18'], 'CalendarIcon');
export const FilmIcon = icon(['M3 3h18v18H3z', 'M7 3v18', 'M17 3v18', 'M3 8h4', 'M3 16h4', 'M17 8h4', 'M17 16h4', 'M3 12h18'], 'FilmIcon');
export const HeartIcon = icon(
  ['M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78L12 21.23l8.84-8.84a5.5 5.5 0 0 0 0-7.78z'],
  'HeartIcon',
);
export const BookmarkIcon = icon(['M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z'], 'BookmarkIcon');
export const UserIcon = icon(['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'], 'UserIcon');
export const LogOutIcon = icon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'], 'LogOutIcon');
export const AlertIcon = icon(
  ['M12 9v4', 'M12 17h.01', 'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z'],
  'AlertIcon',
);
export const RefreshIcon = icon(
  ['M23 4v6h-6', 'M1 20v-6h6', 'M3.51 9a9 9 0 0 1 14.85-3.36L23 10', 'M1 14l4.64 4.36A9 9 0 0 0 20.49 15'],
  'RefreshIcon',
);
export const CloseIcon = icon(['M18 6L6 18', 'M6 6l12 12'], 'CloseIcon');
export const GridIcon = icon(['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z'], 'GridIcon');
export const ListIcon = icon(['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'], 'ListIcon');
export const FilterIcon = icon(['M22 3H2l8 9.46V19l4 2v-8.54L22 3z'], 'FilterIcon');
export const BellIcon = icon(['M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.73 21a2 2 0 0 1-3.46 0'], 'BellIcon');
export const MoreIcon = icon(
  ['M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z', 'M19 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z', 'M5 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z'],
  'MoreIcon',
);
