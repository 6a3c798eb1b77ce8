import { NavLink } from 'react-router';
import { Box, Stack, Text, chakra } from '@marquee/shared/ui';
import { useNavItems } from '../routes/nav-items-context';
import { NAV_ICONS } from './nav-icons';

const NavAnchor = chakra(NavLink);

/** The side navigation 'Explore': the nav entries the deployed remotes declare. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const items = useNavItems();
  return (
    <Box as="nav" aria-label="Explore">
      <Text px="3" mb="2" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        Explore
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map(({ label, to, icon }) => {
          const Icon = NAV_ICONS[icon] ?? NAV_ICONS.film;
          return (
            <li key={to}>
              <NavAnchor
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                borderRadius="md"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ bg: 'bg.muted', color: 'fg' }}
                css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
              >
                <Icon />
                {label}
              </NavAnchor>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
