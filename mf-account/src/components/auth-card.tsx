import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@marquee/shared/ui';

/** The frame every auth page shares: one h1, a line of context, the form, and links below. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card.Root variant="elevated" borderRadius="2xl" w="full">
      <Card.Header gap="1" pb="2">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer ? (
        <Card.Footer justifyContent="center" pt="0">
          <Stack gap="2" align="center" fontSize="sm" color="fg.muted" textAlign="center">
            {footer}
          </Stack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
