import { lazy, Suspense } from 'react';
import type { Profile } from '@marquee/shared/auth';
import { RemoteBoundary } from '@marquee/shared/federation';
import { Tabs } from '@marquee/shared/controls';
import { Heading, Skeleton, Stack } from '@marquee/shared/ui';
import { hasInterruptedImport } from '../../your-data/import-status';
import { loadActivityFeed } from '../lib/activity-module';
import { AccountInformation } from './account-information';
import { ProfileStatCards } from './profile-stat-cards';
import { YourYearSlot } from './your-year-slot';

/**
 * Activity (mf-reviews' feed) and Settings (with the data export and import, their parsers and
 * the zip library) are not part of the profile's first screen: their code loads when the tab is
 * first opened, or as soon as the visitor points at or focuses it.
 */
const settingsCode = () => import('./settings-panel');
const SettingsPanel = lazy(settingsCode);

const preloadActivity = () => void loadActivityFeed().catch(() => undefined);
// The panel's module brings the switches' code; the switches' machine is asked for as it arrives.
const preloadSettings = () =>
  void settingsCode().then(
    (panel) => panel.preloadSettingsControls(),
    () => undefined,
  );

function PanelSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height="28" borderRadius="xl" />
      <Skeleton height="28" borderRadius="xl" />
    </Stack>
  );
}

/** Overview (counts, the diary's Your year and account details), Activity and Settings. */
export function ProfileTabs({ profile, email }: { profile: Profile; email: string | undefined }) {
  return (
    // An import a reload cut short is finished from Settings, so the profile opens there.
    <Tabs.Root
      defaultValue={hasInterruptedImport(profile.user_id) ? 'settings' : 'overview'}
      variant="line"
      colorPalette="orange"
      lazyMount
    >
      <Tabs.List>
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="activity" onPointerEnter={preloadActivity} onFocus={preloadActivity}>
          Activity
        </Tabs.Trigger>
        <Tabs.Trigger value="settings" onPointerEnter={preloadSettings} onFocus={preloadSettings}>
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
          <YourYearSlot userId={profile.user_id} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="activity" pt="6">
        <RemoteBoundary
          section="Activity"
          load={loadActivityFeed}
          props={{ userId: profile.user_id, username: profile.username }}
          skeleton={<PanelSkeleton />}
        />
      </Tabs.Content>
      <Tabs.Content value="settings" pt="6">
        <Suspense fallback={<PanelSkeleton />}>
          <SettingsPanel profile={profile} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
