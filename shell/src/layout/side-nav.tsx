import { NavLink } from 'react-router';
import { chakra } from '@marquee/shared/ui';
import { useNavItems } from '../routes/nav-items-context';
import { NAV_ICONS } from './nav-icons';

/**
 * The navigation is one styled element: its heading, list and links are plain elements styled by
 * its selectors. It is drawn on every page, so it is not a Chakra component per link, each
 * computing and inserting its styles during the page's first render.
 */
const Nav = chakra('nav', {
  base: {
    '& > [data-part=heading]': {
      px: '3',
      mb: '2',
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wider',
      color: 'fg.muted',
    },
    '& > ul': { display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' },
    '& a': {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      px: '3',
      py: '2',
      borderRadius: 'md',
      fontWeight: 'medium',
      color: 'fg.muted',
      _hover: { bg: 'bg.muted', color: 'fg' },
    },
    '& a[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' },
  },
});

/** The side navigation 'Explore': the nav entries the deployed remotes declare. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const items = useNavItems();
  return (
    <Nav aria-label="Explore">
      <p data-part="heading">Explore</p>
      <ul>
        {items.map(({ label, to, icon }) => {
          const Icon = NAV_ICONS[icon] ?? NAV_ICONS.film;
          return (
            <li key={to}>
              <NavLink to={to} end={to === '/'} onClick={onNavigate}>
                <Icon />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
