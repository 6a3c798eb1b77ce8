import { Link as RouterLink } from 'react-router';
import { Button, Heading, Stack, Text } from '@marquee/shared/ui';

/** The product's page for an address nothing serves: the shell's, and a remote's own dev server's. */
export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="24">
      <Text fontSize="6xl" fontWeight="black" color="brand.solid" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Oops! Page not found.
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="orange">
        <RouterLink to="/">Go back home</RouterLink>
      </Button>
    </Stack>
  );
}
