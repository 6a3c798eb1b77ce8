import { useTheme, type ThemePreference } from '@marquee/shared/theme';
import { IconButton, Menu, MonitorIcon, MoonIcon, Portal, SunIcon } from '@marquee/shared/ui';
import { MenuOnDemand } from './menu-on-demand';

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

export function ThemeSwitcher() {
  const { preference, colorMode, setPreference } = useTheme();
  const CurrentIcon = colorMode === 'dark' ? MoonIcon : SunIcon;
  return (
    <MenuOnDemand
      trigger={
        <IconButton aria-label="Theme" variant="ghost" size="sm">
          <CurrentIcon />
        </IconButton>
      }
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup value={preference} onValueChange={(details) => setPreference(details.value as ThemePreference)}>
              {OPTIONS.map(({ value, label, Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon />
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </MenuOnDemand>
  );
}
