import type { Profile } from '@marquee/shared/auth';
import { Card, Grid, Heading, Text } from '@marquee/shared/ui';
import { formatAccountDate } from '../lib/join-date';

/** Email, username and creation date, as a description list. */
export function AccountInformation({ profile, email }: { profile: Profile; email: string | undefined }) {
  const rows: [label: string, value: string][] = [
    ['Email', email ?? '—'],
    ['Username', profile.username],
    ['Account created', formatAccountDate(profile.created_at)],
  ];
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Header>
        <Heading as="h3" size="md">
          Account Information
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <Grid as="dl" templateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="6" rowGap={{ base: '1', sm: '3' }}>
          {rows.map(([label, value]) => (
            <Grid key={label} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>
                {label}
              </Text>
              <Text as="dd" fontWeight="medium" wordBreak="break-word">
                {value}
              </Text>
            </Grid>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
