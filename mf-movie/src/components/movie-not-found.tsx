/** Spec: a missing or failed movie says so, with a way back to browsing. */
import { AlertIcon, Button, HStack, StatePanel } from '@marquee/shared/ui';
import { RouterButton } from '@marquee/shared/links';

export function MovieNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <StatePanel
      tone="error"
      icon={<AlertIcon />}
      title="Movie Not Found"
      description="The requested movie could not be found."
      action={
        <HStack gap="3" flexWrap="wrap" justify="center">
          <RouterButton to="/" colorPalette="orange">
            Back to Discover
          </RouterButton>
          <RouterButton to="/search" variant="outline">
            Search Movies
          </RouterButton>
          {onRetry ? (
            <Button variant="ghost" onClick={onRetry}>
              Try Again
            </Button>
          ) : null}
        </HStack>
      }
    />
  );
}
