/**
 * The import as steps: read the upload, match its films (progress, cancel), preview with the
 * user's choices, write, and say how it went. Nothing is written before the user confirms.
 * While it writes, leaving the page asks first, and the plan is kept in the browser so that an
 * import a reload cut short is offered to be finished.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { useTmdbClient } from '@marquee/shared/tmdb';
import { matchFilms, type FilmMatch, type MatchedMovie } from '../match/match-films';
import type { UploadedFile } from '../parse/export-files';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { readUpload } from '../parse/read-upload';
import { existingDataFor } from './existing-data';
import { useLeaveWarning } from './leave-warning';
import { clearStoredImport, readStoredImport, saveImportPlan, saveImportProgress } from './import-progress-store';
import { EMPTY_SUMMARY, addSummaries, type ImportSummary } from './import-summary';
import { withPickedFilm } from './picked-film';
import { byName, plannedFilms, type ExistingReviews, type PlannedFilm } from './plan-import';
import { reviewOutcome, writesAnything } from './row-outcome';
import { IMPORT_BATCH_SIZE } from './import-batch-size';
import { ImportError, importBatchIds, writeImport } from './write-import';
import { journalOnlyFilms, journalWritesAnything, planJournal, type JournalPlan } from './journal-plan';
import { EMPTY_JOURNAL_SUMMARY, writeJournal, type JournalSummary } from './write-journal';

/** What the result lists besides the counts. */
export interface ImportReport {
  summary: ImportSummary;
  /** Diary entries, watched films and lists saved. */
  journal: JournalSummary;
  /** Films whose review was cut to 2,000 characters. */
  truncated: number;
  /** Reviews not imported for want of a rating. */
  unrated: LetterboxdFilm[];
  notFound: LetterboxdFilm[];
}

export type ImportStep =
  | { step: 'idle'; message?: string }
  | { step: 'reading' }
  | { step: 'matching'; done: number; total: number }
  | { step: 'preview'; planned: PlannedFilm[]; notFound: LetterboxdFilm[]; files: UploadedFile[]; journal: JournalPlan }
  | { step: 'importing'; saved: number; total: number }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string; resumable?: boolean }
  /** A reload or a closed page cut an import short. */
  | { step: 'interrupted'; saved: number; total: number; resumable: boolean; journalLeft: boolean };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';
}

function interruptedStep(userId: string): ImportStep {
  const stored = readStoredImport(userId);
  return stored
    ? {
        step: 'interrupted',
        saved: stored.saved,
        total: stored.total,
        resumable: stored.films !== null,
        journalLeft: stored.journal !== null,
      }
    : { step: 'idle' };
}

export function useLetterboxdImport(userId: string) {
  const supabase = useSupabaseClient();
  const tmdb = useTmdbClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>(() => interruptedStep(userId));
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [existing, setExisting] = useState<ExistingReviews>('keep');
  const controller = useRef<AbortController | null>(null);
  useLeaveWarning(state.step === 'importing');

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
      // The diary's, watched films' and lists' films are matched with the others, once each.
      const toMatch = [...upload.films, ...journalOnlyFilms(upload.journal, upload.films)];
      const fromRatings = new Set(upload.films.map(({ key }) => key));
      const total = toMatch.length;
      setState({ step: 'matching', done: 0, total });
      let matches: FilmMatch[];
      try {
        matches = await matchFilms(tmdb, toMatch, {
          signal: abort.signal,
          onProgress: (done) => {
            if (!abort.signal.aborted) setState({ step: 'matching', done, total });
          },
        });
        const rated = matches.filter(({ film }) => fromRatings.has(film.key));
        const ids = rated.flatMap(({ movie }) => (movie ? [movie.id] : []));
        const held = await existingDataFor(supabase, userId, ids);
        if (abort.signal.aborted) return;
        setState({
          step: 'preview',
          planned: plannedFilms(rated, held),
          notFound: rated
            .filter(({ movie }) => !movie)
            .map(({ film }) => film)
            .sort(byName),
          files: upload.files,
          journal: planJournal(upload.journal, matches),
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

  /**
   * Writes `films` from `offset` (a batch boundary) on, the plan and its batch ids already stored;
   * `report` is what the result adds.
   */
  const write = useCallback(
    async (
      films: PlannedFilm[],
      batchIds: readonly string[],
      offset: number,
      before: ImportSummary,
      choice: ExistingReviews,
      report: Omit<ImportReport, 'summary' | 'journal'>,
      journal: JournalPlan | null,
    ) => {
      setState({ step: 'importing', saved: offset, total: films.length });
      try {
        const summary = await writeImport(supabase, films.slice(offset), choice, {
          batchIds: batchIds.slice(Math.floor(offset / IMPORT_BATCH_SIZE)),
          onProgress: (saved, sofar) => {
            saveImportProgress(userId, offset + saved, addSummaries(before, sofar));
            setState({ step: 'importing', saved: offset + saved, total: films.length });
          },
        });
        const journalSummary = journal ? await writeJournal(supabase, userId, journal) : EMPTY_JOURNAL_SUMMARY;
        clearStoredImport(userId);
        setState({ step: 'done', report: { ...report, summary: addSummaries(before, summary), journal: journalSummary } });
      } catch (error) {
        setState({ step: 'failed', message: messageOf(error), resumable: error instanceof ImportError });
      } finally {
        // Reviews, lists and counts shown anywhere on the page are read again.
        await queryClient.invalidateQueries();
      }
    },
    [queryClient, supabase, userId],
  );

  const confirm = useCallback(async () => {
    if (state.step !== 'preview') return;
    const chosen = state.planned.filter(({ film }) => !unticked.has(film.key));
    const films = chosen.filter((planned) => writesAnything(planned, existing));
    const report = {
      truncated: films.filter(
        (planned) => planned.film.review?.truncated && ['new', 'replace'].includes(reviewOutcome(planned, existing).kind),
      ).length,
      unrated: chosen.filter((planned) => reviewOutcome(planned, existing).kind === 'no-rating').map(({ film }) => film),
      notFound: state.notFound,
    };
    if (films.length === 0 && !journalWritesAnything(state.journal)) {
      setState({ step: 'done', report: { ...report, summary: EMPTY_SUMMARY, journal: EMPTY_JOURNAL_SUMMARY } });
      return;
    }
    const batchIds = importBatchIds(films.length);
    const journal = journalWritesAnything(state.journal) ? state.journal : null;
    saveImportPlan(userId, {
      total: films.length,
      saved: 0,
      choice: existing,
      summary: EMPTY_SUMMARY,
      films,
      batchIds,
      ...report,
      journal,
    });
    await write(films, batchIds, 0, EMPTY_SUMMARY, existing, report, journal);
  }, [existing, state, unticked, userId, write]);

  /** Finishes the import this browser left unfinished, from its last written batch. */
  const resume = useCallback(async () => {
    const stored = readStoredImport(userId);
    if (!stored?.films) return;
    const { truncated, unrated, notFound } = stored;
    await write(
      stored.films,
      stored.batchIds,
      stored.saved,
      stored.summary,
      stored.choice,
      { truncated, unrated, notFound },
      stored.journal,
    );
  }, [userId, write]);

  const dismiss = useCallback(() => {
    clearStoredImport(userId);
    setState({ step: 'idle' });
  }, [userId]);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  /** The member chose `movie` for a film that was not found: it joins the import, said like any match. */
  const pick = useCallback(
    async (film: LetterboxdFilm, movie: MatchedMovie) => {
      const existingData = await existingDataFor(supabase, userId, [movie.id]);
      setState((current) => (current.step === 'preview' ? withPickedFilm(current, film, movie, existingData) : current));
    },
    [supabase, userId],
  );

  return { state, start, cancel, toggle, unticked, existing, setExisting, confirm, resume, dismiss, reset, pick };
}
