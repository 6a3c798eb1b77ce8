import type { ReactNode } from 'react';
import { useAuth, useProfile } from '@marquee/shared/auth';
import { Card, Heading, Separator, Stack, Text } from '@marquee/shared/ui';
import { DataExport } from './data-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LetterboxdImport } from './letterboxd-import';

function Part({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Heading as="h4" size="sm">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** "Your data" in the profile's Settings tab: import from Letterboxd, export, delete the account. */
export function YourDataSection() {
  const { user } = useAuth();
  // The profile page's own read of the profile query has answered by now: the username is there.
  const profile = useProfile(user?.id).data;
  if (!user) return null;
  return (
    <Card.Root variant="outline" borderRadius="xl" mt="6" as="section" aria-labelledby="your-data-heading">
      <Card.Header>
        <Heading as="h3" size="md" id="your-data-heading">
          Your data
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <Stack gap="6" separator={<Separator />}>
          <Part
            title="Import from Letterboxd"
            description="Bring your ratings, reviews, watchlist, diary, watched films and lists. Each film is matched by title and year; you see every match before anything is saved."
          >
            <LetterboxdImport userId={user.id} />
          </Part>
          <Part title="Export">
            <DataExport user={{ id: user.id, email: user.email }} />
          </Part>
          <Part title="Delete account" description="Removes your account and everything Marquee holds about you. This cannot be undone.">
            {profile ? <DeleteAccountDialog username={profile.username} /> : null}
          </Part>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
