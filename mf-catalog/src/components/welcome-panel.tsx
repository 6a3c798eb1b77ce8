/** Shown instead of the popular grid when it cannot load: still a way forward. */
import { Box, FilmIcon, Heading, Stack, Text } from '@marquee/shared/ui';
import { RouterButton } from '@marquee/shared/links';

export function WelcomePanel() {
  return (
    <Stack
      as="section"
      role="status"
      align="center"
      textAlign="center"
      gap="4"
      py={{ base: 10, md: 14 }}
      px="6"
      mb={{ base: 10, md: 14 }}
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="2xl"
    >
      <Box fontSize="4xl" color="brand.fg">
        <FilmIcon />
      </Box>
      <Heading as="h2" size="xl">
        Welcome to Marquee
      </Heading>
      <Text color="fg.muted" maxW="md">
        We could not load popular movies just now. There is still plenty to explore.
      </Text>
      <RouterButton to="/trending" colorPalette="orange">
        Explore Movies
      </RouterButton>
    </Stack>
  );
}
