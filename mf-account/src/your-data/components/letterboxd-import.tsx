import { Alert, Button, HStack, Stack, Text } from '@marquee/shared/ui';
import { useLetterboxdImport } from '../import/use-letterboxd-import';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';
import { InterruptedImport } from './interrupted-import';
import { ProgressBar } from './progress-bar';
import { UploadDropZone } from './upload-drop-zone';

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;

/** Import from Letterboxd: upload, matching with progress, preview, result. */
export function LetterboxdImport({ userId }: { userId: string }) {
  const flow = useLetterboxdImport(userId);
  const { state } = flow;
  const busy = state.step === 'reading' || state.step === 'matching' || state.step === 'importing';
  return (
    <Stack gap="4">
      {state.step === 'preview' ? null : <UploadDropZone disabled={busy} onFiles={(files) => void flow.start(files)} />}
      {state.step === 'idle' && state.message ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {state.message}
        </Text>
      ) : null}
      {state.step === 'reading' ? <ProgressBar label="Reading the export…" value={0} max={1} /> : null}
      {state.step === 'matching' ? (
        <HStack gap="4" align="flex-end">
          <Stack flex="1">
            <ProgressBar label={`Matching films: ${state.done} of ${state.total}`} value={state.done} max={state.total} />
          </Stack>
          <Button size="sm" variant="outline" onClick={flow.cancel}>
            Cancel
          </Button>
        </HStack>
      ) : null}
      {state.step === 'preview' ? (
        <ImportPreview
          planned={state.planned}
          notFound={state.notFound}
          files={state.files}
          unticked={flow.unticked}
          existing={flow.existing}
          onToggle={flow.toggle}
          onExistingChange={flow.setExisting}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.cancel}
          onPick={flow.pick}
          journal={state.journal}
        />
      ) : null}
      {state.step === 'importing' ? (
        <Stack gap="1">
          <ProgressBar label={`Importing: ${state.saved} of ${films(state.total)} saved`} value={state.saved} max={state.total} />
          <Text fontSize="xs" color="fg.muted">
            Keep this page open until the import is finished.
          </Text>
        </Stack>
      ) : null}
      {state.step === 'done' ? <ImportResult report={state.report} /> : null}
      {state.step === 'interrupted' ? (
        <InterruptedImport
          saved={state.saved}
          total={state.total}
          resumable={state.resumable}
          journalLeft={state.journalLeft}
          onFinish={() => void flow.resume()}
          onDismiss={flow.dismiss}
        />
      ) : null}
      {state.step === 'failed' ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.message}</Alert.Title>
            {state.resumable ? (
              <Button size="sm" mt="2" colorPalette="orange" alignSelf="flex-start" onClick={() => void flow.resume()}>
                Finish the import
              </Button>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
