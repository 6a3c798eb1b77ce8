import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An empty, error or notice state: a title, a sentence and an optional action. */
export function StatePanel({
  title,
  description,
  icon,
  action,
  tone = 'neutral',
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: { label: string; onClick: () => void } | ReactNode;
  tone?: 'neutral' | 'error';
}) {
  const actionNode =
    action && typeof action === 'object' && 'label' in action && 'onClick' in action ? (
      <Button colorPalette="orange" onClick={action.onClick}>
        {action.label}
      </Button>
    ) : (
      (action as ReactNode)
    );
  return (
    <Stack
      role={tone === 'error' ? 'alert' : 'status'}
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={tone === 'error' ? 'red.muted' : 'border'}
      borderRadius="xl"
    >
      {icon ? (
        <Text fontSize="3xl" color={tone === 'error' ? 'red.fg' : 'fg.muted'}>
          {icon}
        </Text>
      ) : null}
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {description ? (
        <Text color="fg.muted" maxW="md">
          {description}
        </Text>
      ) : null}
      {actionNode}
    </Stack>
  );
}
