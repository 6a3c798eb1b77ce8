import type { Profile } from '@marquee/shared/auth';
import { Stack } from '@marquee/shared/ui';
import { PrivacySettings } from './privacy-settings';
import { YourDataSection } from '../../your-data';
import { ProfileSettings } from './profile-settings';

/** Starts downloading what the panel's switches draw with (the tabs call it as a member heads for Settings). */
export { preloadSwitch as preloadSettingsControls } from '@marquee/shared/controls';

/** The Settings tab: privacy, notifications, and the member's data (export, import, deletion). */
export default function SettingsPanel({ profile }: { profile: Profile }) {
  return (
    <Stack gap="4">
      <PrivacySettings profile={profile} />
      <ProfileSettings />
      <YourDataSection />
    </Stack>
  );
}
