/** What a private list, or one that does not exist, answers to everyone but its owner. */
import { Link as RouterLink } from 'react-router';
import { paths } from '@marquee/shared/routes';
import { Button, ListIcon, PageHeader, Stack, StatePanel } from '@marquee/shared/ui';

/** The page's heading says whose list was asked for (the list's own name may be private). */
export function ListNotFound({ username }: { username?: string }) {
  return (
    <Stack maxW="5xl" mx="auto" w="full">
      <PageHeader title={username ? `A list by ${username}` : 'Your list'} />
      <StatePanel
        icon={<ListIcon />}
        title="List not found"
        description="This list does not exist, or its owner keeps it private."
        action={
          <Button asChild colorPalette="orange">
            <RouterLink to={paths.home}>Go home</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}

export function LoadFailed({ what, retry }: { what: string; retry(): void }) {
  return (
    <StatePanel
      tone="error"
      title={`Unable to load ${what}`}
      description="Please try again in a moment."
      action={{ label: 'Try Again', onClick: retry }}
    />
  );
}
