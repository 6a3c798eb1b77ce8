import { useState } from 'react';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { useTmdbClient } from '@marquee/shared/tmdb';
import { Button, Stack, Text, toaster } from '@marquee/shared/ui';
import { collectUserData } from '../export/collect-data';
import { downloadFile } from '../export/download-file';
import { letterboxdFiles } from '../export/letterboxd-export';
import { letterboxdZip } from '../export/letterboxd-zip';

type Busy = 'json' | 'letterboxd' | null;

const today = () => new Date().toISOString().slice(0, 10);

/** Download my data (JSON), and a zip of the two files Letterboxd's importers read. */
export function DataExport({ user }: { user: { id: string; email: string | undefined } }) {
  const supabase = useSupabaseClient();
  const tmdb = useTmdbClient();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    try {
      const data = await collectUserData(supabase, user);
      if (kind === 'json') {
        downloadFile(`marquee-data-${today()}.json`, JSON.stringify(data, null, 2), 'application/json');
      } else {
        const files = await letterboxdFiles(tmdb, data, new AbortController().signal);
        downloadFile(`marquee-letterboxd-${today()}.zip`, letterboxdZip(files), 'application/zip');
      }
    } catch (error) {
      toaster.create({
        title: 'The export failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        type: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Your profile, reviews, favorites, watchlist, likes, diary, watched films and lists, with their dates. The Letterboxd download is a
        zip in Letterboxd’s import format: your ratings, reviews, watchlist, diary and watched films, and a file for each list.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" loading={busy === 'json'} disabled={busy !== null} onClick={() => void run('json')}>
          Download my data (JSON)
        </Button>
        <Button variant="outline" loading={busy === 'letterboxd'} disabled={busy !== null} onClick={() => void run('letterboxd')}>
          Download for Letterboxd (CSV)
        </Button>
      </Stack>
    </Stack>
  );
}
