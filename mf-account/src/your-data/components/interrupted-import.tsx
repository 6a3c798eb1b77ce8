import { Alert, Button, HStack } from '@marquee/shared/ui';

interface InterruptedImportProps {
  saved: number;
  total: number;
  /** The plan is stored: the import can go on from where it stopped. */
  resumable: boolean;
  /** The diary, watched films and lists are still to be written (they follow the films). */
  journalLeft: boolean;
  onFinish: () => void;
  onDismiss: () => void;
}

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;

/** An import a reload or a closed page cut short, and the way to finish it. */
export function InterruptedImport({ saved, total, resumable, journalLeft, onFinish, onDismiss }: InterruptedImportProps) {
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="letterboxd-interrupted">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Your Letterboxd import was interrupted</Alert.Title>
        <Alert.Description>
          {total > 0 ? `${saved} of ${films(total)} were saved before the page was left. ` : ''}
          {journalLeft ? 'The diary, watched films and lists were not saved yet. ' : ''}
          {resumable
            ? 'Finish the import to save the rest.'
            : 'Choose the same export again to finish it: what Marquee already has is not imported twice.'}
        </Alert.Description>
        <HStack gap="3" flexWrap="wrap">
          {resumable ? (
            <Button size="sm" colorPalette="orange" onClick={onFinish}>
              Finish the import
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
