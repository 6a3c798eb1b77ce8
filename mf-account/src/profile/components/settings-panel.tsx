import type { Profile } from '@marquee/shared/auth';
import { Stack } from '@marquee/shared/ui';
import { PrivacySettings } from './privacy-settings';
import { YourDataSection } from '../../your-data';
import { ProfileSettings } from './profile-settings';

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
