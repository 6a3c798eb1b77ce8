import type { Profile } from '@marquee/shared/auth';
import { Heading, Stack, Tabs, preloadSwitch } from '@marquee/shared/ui';
import { ActivityFeed } from '../../community/components/activity-feed';
import { PrivacySettings } from '../../community/components/privacy-settings';
import { AccountInformation } from './account-information';
import { ProfileSettings } from './profile-settings';
import { ProfileStatCards } from './profile-stat-cards';
import { YourDataSection } from '../../your-data';

/** The settings' switches load on first use: pointing at or focusing their tab starts it. */
const preloadSettingsCode = () => void preloadSwitch();

/** Overview (counts and account details), Activity and Settings. */
export function ProfileTabs({ profile, email }: { profile: Profile; email: string | undefined }) {
  return (
    <Tabs.Root defaultValue="overview" variant="line" colorPalette="orange" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
        <Tabs.Trigger value="settings" onPointerEnter={preloadSettingsCode} onFocus={preloadSettingsCode}>
          Settings
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" pt="6">
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="md">
              Your Stats
            </Heading>
            <ProfileStatCards userId={profile.user_id} username={profile.username} />
          </Stack>
          <AccountInformation profile={profile} email={email} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="activity" pt="6">
        <ActivityFeed userId={profile.user_id} />
      </Tabs.Content>
      <Tabs.Content value="settings" pt="6">
        <Stack gap="4">
          <PrivacySettings profile={profile} />
          <ProfileSettings />
          <YourDataSection />
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
