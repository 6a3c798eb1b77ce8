/** The files of the upload that were not read, and why: nothing in an export is dropped without a word. */
import { Stack, Text, chakra } from '@marquee/shared/ui';
import type { UploadedFile } from '../parse/export-files';

export function UploadedFiles({ files }: { files: readonly UploadedFile[] }) {
  const skipped = files.filter((file) => file.skipped !== null);
  if (skipped.length === 0) return null;
  const read = files.filter((file) => file.skipped === null).map((file) => file.name);
  return (
    <Stack gap="1" data-testid="letterboxd-skipped-files">
      <Text fontSize="sm" fontWeight="medium">
        Read: {read.join(', ')}. Skipped {skipped.length === 1 ? '1 file' : `${skipped.length} files`}:
      </Text>
      <chakra.ul ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
        {skipped.map((file) => (
          <li key={file.name}>
            {file.name}: {file.skipped}
          </li>
        ))}
      </chakra.ul>
    </Stack>
  );
}
