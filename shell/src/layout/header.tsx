import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@marquee/shared/routes';
import { IconButton, MenuIcon, chakra, preloadDrawer } from '@marquee/shared/ui';
import { Logo } from './logo';
import { SearchForm } from './search-form';
import { ThemeSwitcher } from './theme-switcher';
import { NotificationsBellSlot } from './notifications-bell-slot';
import { AccountArea } from './user-menu';

const preloadDrawerCode = () => void preloadDrawer();

/**
 * The header is one styled element: its rows, the brand and the groups are plain elements styled
 * by its selectors (it is drawn on every page). On phones the search form takes a row of its own
 * below the logo and buttons, except on the search page, whose own search box is the one shown
 * there (one search box per screen; from `md` the header's stays in its row).
 */
const Bar = chakra('header', {
  base: {
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    bg: 'bg/80',
    backdropFilter: 'saturate(180%) blur(12px)',
    borderBottomWidth: '1px',
    '& > [data-part=row]': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: { base: 'wrap', md: 'nowrap' },
      columnGap: { base: '2', md: '4' },
      rowGap: '2',
      minHeight: '16',
      px: { base: '3', md: '6' },
      py: { base: '2', md: '0' },
      maxWidth: '8xl',
      mx: 'auto',
    },
    '& [data-part=brand]': { display: 'flex', alignItems: 'center', gap: '2' },
    '& [data-part=brand] > p': { fontWeight: 'black', fontSize: 'lg', letterSpacing: 'tight' },
    '& [data-part=search]': {
      display: 'flex',
      flex: '1',
      justifyContent: 'center',
      minWidth: '0',
      order: { base: '3', md: '0' },
      flexBasis: { base: '100%', md: 'auto' },
    },
    '& [data-part=search][data-page-has-search]': { display: { base: 'none', md: 'flex' } },
    '& [data-part=actions]': { display: 'flex', alignItems: 'center', gap: '1', marginInlineStart: 'auto' },
  },
});

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const onSearchPage = useLocation().pathname === paths.search;
  return (
    <Bar>
      <div data-part="row">
        <IconButton
          aria-label="Open menu"
          variant="ghost"
          size="sm"
          display={{ base: 'inline-flex', lg: 'none' }}
          onClick={onOpenMenu}
          // The navigation drawer's code loads when first wanted: pointer or focus start it.
          onPointerEnter={preloadDrawerCode}
          onFocus={preloadDrawerCode}
        >
          <MenuIcon />
        </IconButton>
        <RouterLink to="/" aria-label="Marquee home">
          <div data-part="brand">
            <Logo />
            <p>Marquee</p>
          </div>
        </RouterLink>
        <div data-part="search" data-page-has-search={onSearchPage || undefined}>
          <SearchForm />
        </div>
        <div data-part="actions">
          <ThemeSwitcher />
          <NotificationsBellSlot />
          <AccountArea />
        </div>
      </div>
    </Bar>
  );
}
