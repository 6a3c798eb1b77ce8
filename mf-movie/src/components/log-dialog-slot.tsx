/**
 * Where the diary's Log dialog (mf-journal) is mounted: loaded on the first Log, not with the
 * page, and kept mounted afterwards so the dialog can animate closed.
 */
import { RemoteBoundary, type LogDialogProps } from '@marquee/shared/federation';
import { HStack, Spinner, Text } from '@marquee/shared/ui';
import { loadLogDialog } from '../lib/journal-modules';

export function LogDialogSlot(props: LogDialogProps) {
  return (
    <RemoteBoundary
      section="The diary"
      load={loadLogDialog}
      props={props}
      skeleton={
        <HStack role="status" justify="center" gap="2" py="2" color="fg.muted">
          <Spinner size="sm" />
          <Text fontSize="sm">Opening the diary...</Text>
        </HStack>
      }
    />
  );
}
