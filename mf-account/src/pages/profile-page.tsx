import { Suspense, useDeferredValue } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import { paths } from '@marquee/shared/routes';
import { useAuth, useProfile } from '@marquee/shared/auth';
import { AlertIcon, Button, PageHeader, Stack, StatePanel, UserIcon } from '@marquee/shared/ui';
import { errorMessage } from '@marquee/shared/format';
import { ProfileSkeleton } from '../profile/components/profile-skeleton';
import { ProfileSummary } from '../profile/components/profile-summary';
import { ProfileTabs } from '../profile/components/profile-tabs';
import { profileHeader } from '../profile/lib/profile-header';

// The words the route declares, which the shell's first paint prints where this page prints them.
const { title: TITLE, subtitle: SUBTITLE } = profileHeader;

/**
 * `/profile`. The shell's guard keeps guests out; the page still says so
 * itself when rendered without a user (standalone, or an expired session).
 *
 * Where a full reload would the page after an avatar or username update, the updates here write
 * the saved row into the profile query (which the header follows) and refresh this user's queries
 * in place instead (see `useRefreshProfileData`), so nothing else on the page is lost.
 */
export default function ProfilePage() {
  // The header paints at once; the profile waits for the page's Supabase client, which may still
  // be loading (it loads on demand), behind the skeleton.
  return (
    <Stack gap="0" maxW="4xl" mx="auto" w="full">
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileContent />
      </Suspense>
    </Stack>
  );
}

function ProfileContent() {
  const { user, loading } = useAuth();
  // The header's read of the same query has usually answered already: no second request, no skeleton.
  const profile = useProfile(user?.id);
  // The profile's first arrival (from the session's store or the query) renders the page's cards
  // and tabs in a background pass, which React splits into slices that leave a phone's main thread
  // free between them: the update that brought it only re-renders this component, and the
  // skeleton holds until that pass lands. Later changes (a saved setting) render at once.
  const arrived = useDeferredValue(profile.data) !== undefined;

  let content;
  if (loading || (user && (profile.isPending || (profile.data && !arrived)))) {
    content = <ProfileSkeleton />;
  } else if (!user) {
    content = (
      <StatePanel
        icon={<UserIcon />}
        title="Profile not found"
        description="Please sign in to view your profile."
        action={
          <Button asChild colorPalette="orange">
            <RouterLinkBase to={paths.signIn}>Sign In</RouterLinkBase>
          </Button>
        }
      />
    );
  } else if (profile.isError) {
    content = (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title="Unable to load your profile"
        description={errorMessage(profile.error, 'Please try again in a moment.')}
        action={{ label: 'Try Again', onClick: () => void profile.refetch() }}
      />
    );
  } else if (!profile.data) {
    content = <StatePanel icon={<UserIcon />} title="Profile not found" description="There is no profile for this account yet." />;
  } else {
    content = (
      <Stack gap="8">
        <ProfileSummary profile={profile.data} email={user.email} />
        <ProfileTabs profile={profile.data} email={user.email} />
      </Stack>
    );
  }

  return content;
}
