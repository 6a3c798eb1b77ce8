/**
 * The list editor's draft in local storage (`@marquee/shared/drafts`, as review drafts are kept):
 * one per list being edited (or the new list) and member, so unsaved edits survive a reload.
 */
import { loadDraft, removeDraft, saveDraft, type Draft } from '@marquee/shared/drafts';
import type { ListEditorValues, ListFilm } from './list-editor';

export type ListDraft = Draft<ListEditorValues>;

export function listDraftKey(listId: string | null, userId: string): string {
  return `list-draft:${listId ?? 'new'}:${userId}`;
}

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isFilm(value: unknown): value is ListFilm {
  if (typeof value !== 'object' || value === null) return false;
  const film = value as Record<string, unknown>;
  return Number.isInteger(film.tmdbId) && isText(film.title) && isText(film.posterPath) && isText(film.releaseDate);
}

function isListValues(value: Record<string, unknown>): boolean {
  return (
    typeof value.name === 'string' &&
    typeof value.description === 'string' &&
    typeof value.ranked === 'boolean' &&
    typeof value.isPublic === 'boolean' &&
    Array.isArray(value.films) &&
    value.films.every(isFilm)
  );
}

export function loadListDraft(listId: string | null, userId: string): ListDraft | null {
  return loadDraft<ListEditorValues>(listDraftKey(listId, userId), isListValues);
}

export function saveListDraft(listId: string | null, userId: string, values: ListEditorValues): ListDraft {
  const { name, description, ranked, isPublic, films } = values;
  return saveDraft(listDraftKey(listId, userId), { name, description, ranked, isPublic, films });
}

export function removeListDraft(listId: string | null, userId: string): void {
  removeDraft(listDraftKey(listId, userId));
}
