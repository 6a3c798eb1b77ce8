/**
 * The import as steps: read the upload, match its films (progress, cancel), preview with the
 * user's choices, write, and say how it went. Nothing is written before the user confirms.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { useTmdbClient } from '@marquee/shared/tmdb';
import { matchFilms, type FilmMatch, type MatchedMovie } from '../match/match-films';
import type { UploadedFile } from '../parse/export-files';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { readUpload } from '../parse/read-upload';
import { withPickedFilm } from './picked-film';
import { byName, plannedFilms, type ExistingReviews, type PlannedFilm } from './plan-import';
import { ImportError, reviewedMovieIds, writeImport } from './write-import';

export type ImportStep =
  | { step: 'idle'; message?: string }
  | { step: 'reading' }
  | { step: 'matching'; done: number; total: number }
  | { step: 'preview'; planned: PlannedFilm[]; notFound: LetterboxdFilm[]; files: UploadedFile[] }
  | { step: 'importing'; saved: number; total: number }
  | { step: 'done'; imported: number; truncated: number }
  | { step: 'failed'; message: string };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';
}

export function useLetterboxdImport(userId: string) {
  const supabase = useSupabaseClient();
  const tmdb = useTmdbClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'idle' });
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [existing, setExisting] = useState<ExistingReviews>('keep');
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setUnticked(new Set());
      setExisting('keep');
      setState({ step: 'reading' });
      const upload = await readUpload(files).catch((error: unknown) => ({
        ok: false as const,
        message: `The file could not be read: ${messageOf(error)}`,
      }));
      if (!upload.ok) {
        setState({ step: 'failed', message: upload.message });
        return;
      }
      const total = upload.films.length;
      setState({ step: 'matching', done: 0, total });
      let matches: FilmMatch[];
      try {
        matches = await matchFilms(tmdb, upload.films, {
          signal: abort.signal,
          onProgress: (done) => {
            if (!abort.signal.aborted) setState({ step: 'matching', done, total });
          },
        });
        const ids = matches.flatMap(({ movie }) => (movie ? [movie.id] : []));
        const reviewed = await reviewedMovieIds(supabase, userId, ids);
        if (abort.signal.aborted) return;
        setState({
          step: 'preview',
          planned: plannedFilms(matches, reviewed),
          notFound: matches
            .filter(({ movie }) => !movie)
            .map(({ film }) => film)
            .sort(byName),
          files: upload.files,
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ step: 'failed', message: `Matching stopped: ${messageOf(error)}` });
      }
    },
    [supabase, tmdb, userId],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ step: 'idle', message: 'Import cancelled. Nothing was written.' });
  }, []);

  const toggle = useCallback((key: string) => {
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const confirm = useCallback(async () => {
    if (state.step !== 'preview') return;
    const chosen = state.planned.filter(({ film }) => !unticked.has(film.key));
    setState({ step: 'importing', saved: 0, total: chosen.length });
    try {
      const imported = await writeImport(supabase, userId, chosen, existing, (saved) =>
        setState({ step: 'importing', saved, total: chosen.length }),
      );
      const truncated = chosen.filter(
        ({ film, hasExistingReview }) => film.review?.truncated && film.rating !== null && (existing === 'replace' || !hasExistingReview),
      ).length;
      setState({ step: 'done', imported, truncated });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ImportError ? error.message : messageOf(error) });
    } finally {
      // Reviews, lists and counts shown anywhere on the page are read again.
      await queryClient.invalidateQueries();
    }
  }, [existing, queryClient, state, supabase, unticked, userId]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  /** The member chose `movie` for a film that was not found: it joins the import. */
  const pick = useCallback(
    async (film: LetterboxdFilm, movie: MatchedMovie) => {
      const reviewed = await reviewedMovieIds(supabase, userId, [movie.id]);
      setState((current) => (current.step === 'preview' ? withPickedFilm(current, film, movie, reviewed.has(movie.id)) : current));
    },
    [supabase, userId],
  );

  return { state, start, cancel, toggle, unticked, existing, setExisting, confirm, reset, pick };
}
