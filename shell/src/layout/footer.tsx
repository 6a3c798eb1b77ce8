import { Box, Link, Stack, Text } from '@marquee/shared/ui';

/** TMDb's terms require the attribution notice on every page that shows its data. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="12" py="6" px={{ base: 4, md: 6 }}>
      <Stack maxW="8xl" mx="auto" direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2" fontSize="sm" color="fg.muted">
        <Text>
          Powered by{' '}
          <Link href="https://www.themoviedb.org/" target="_blank" rel="noreferrer" color="brand.fg">
            TMDb
          </Link>
        </Text>
        <Text>This product uses the TMDB API but is not endorsed or certified by TMDB.</Text>
      </Stack>
    </Box>
  );
}
