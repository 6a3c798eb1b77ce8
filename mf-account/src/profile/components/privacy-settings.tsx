/**
 * Privacy, in the profile's Settings tab: which lists the public profile shows (off by default;
 * the diary on by default; enforced by row level security) and "Always show spoilers" (private to the user). Each switch
 * saves at once; a failure puts it back and says why.
 */
import type { Profile } from '@marquee/shared/auth';
import { useAlwaysShowSpoilers, useSetAlwaysShowSpoilers } from '@marquee/shared/reviews';
import { Switch } from '@marquee/shared/controls';
import { Box, Card, HStack, Heading, Stack, Text, toaster } from '@marquee/shared/ui';
import { ShieldIcon } from './profile-icons';
import { useSetListPublic, type ListPrivacyField } from '../api/list-privacy';

const failed = (error: Error) =>
  toaster.create({ type: 'error', title: 'Could not save the setting', description: error.message || 'Please try again.' });

function SettingSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Switch.Root colorPalette="orange" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function PrivacySettings({ profile }: { profile: Profile }) {
  const lists = useSetListPublic();
  const spoilers = useAlwaysShowSpoilers();
  const setSpoilers = useSetAlwaysShowSpoilers();
  const pending = lists.isPending ? lists.variables : undefined;
  const listValue = (field: ListPrivacyField) => (pending?.field === field ? pending.value : profile[field]);
  const setList = (field: ListPrivacyField) => (value: boolean) => lists.mutate({ field, value }, { onError: failed });
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body>
        <HStack align="flex-start" gap="4">
          <Box fontSize="xl" color="fg.muted" bg="bg.muted" p="2.5" borderRadius="lg" flexShrink={0}>
            <ShieldIcon />
          </Box>
          <Stack gap="4" flex="1" minW="0">
            <Stack gap="1">
              <Heading as="h3" size="md">
                Privacy Settings
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Your reviews are always public. Your lists are private unless you show them here; your diary shows unless you hide it.
              </Text>
            </Stack>
            <SettingSwitch
              label="Show my favorites on my public profile"
              checked={listValue('favorites_public')}
              onChange={setList('favorites_public')}
            />
            <SettingSwitch
              label="Show my watchlist on my public profile"
              checked={listValue('watchlist_public')}
              onChange={setList('watchlist_public')}
            />
            <SettingSwitch
              label="Show my diary on my public profile"
              checked={listValue('diary_public')}
              onChange={setList('diary_public')}
            />
            <SettingSwitch
              label="Always show spoilers"
              checked={spoilers.data ?? false}
              disabled={spoilers.isPending}
              onChange={(value) => setSpoilers.mutate(value, { onError: failed })}
            />
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
