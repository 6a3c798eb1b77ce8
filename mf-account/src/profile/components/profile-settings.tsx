import type { ReactNode } from 'react';
import { Switch } from '@marquee/shared/controls';
import { Badge, Box, Card, HStack, Heading, Stack, Text } from '@marquee/shared/ui';
import { BellIcon } from './profile-icons';

interface Setting {
  title: string;
  description: string;
  control: string;
  icon: ReactNode;
}

const SETTINGS: Setting[] = [
  {
    title: 'Email Notifications',
    description: 'Hear about replies to your reviews and new releases from your watchlist.',
    control: 'Send me email notifications',
    icon: <BellIcon />,
  },
];

/** Settings the product has announced but not built: shown, badged, and switched off. */
export function ProfileSettings() {
  return (
    <Stack gap="4">
      {SETTINGS.map(({ title, description, control, icon }) => (
        <Card.Root key={title} variant="outline" borderRadius="xl">
          <Card.Body>
            <HStack align="flex-start" gap="4">
              <Box fontSize="xl" color="fg.muted" bg="bg.muted" p="2.5" borderRadius="lg" flexShrink={0}>
                {icon}
              </Box>
              <Stack gap="3" flex="1" minW="0">
                <Stack gap="1">
                  <HStack gap="2" flexWrap="wrap">
                    <Heading as="h3" size="md">
                      {title}
                    </Heading>
                    <Badge colorPalette="orange" variant="subtle">
                      Coming Soon
                    </Badge>
                  </HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {description}
                  </Text>
                </Stack>
                <Switch.Root disabled colorPalette="orange">
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{control}</Switch.Label>
                </Switch.Root>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
