/**
 * The list editor's state and its changes, as a reducer: the list's fields and its films in
 * order. Adding refuses a film already there and a 501st; moving keeps every film exactly once.
 */
import { LIST_DESCRIPTION_MAX, LIST_FILMS_MAX, LIST_MESSAGES, LIST_NAME_MAX } from './list-limits';

export interface ListFilm {
  tmdbId: number;
  title: string | null;
  posterPath: string | null;
  releaseDate: string | null;
}

export interface ListEditorValues {
  name: string;
  description: string;
  ranked: boolean;
  isPublic: boolean;
  films: ListFilm[];
}

export const EMPTY_LIST: ListEditorValues = { name: '', description: '', ranked: false, isPublic: true, films: [] };

export type ListEditorAction =
  | { type: 'set'; field: 'name' | 'description'; value: string }
  | { type: 'toggle'; field: 'ranked' | 'isPublic'; value: boolean }
  | { type: 'add'; film: ListFilm }
  | { type: 'remove'; tmdbId: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'reset'; values: ListEditorValues };

export interface ListEditorState {
  values: ListEditorValues;
  /** What the last add could not do ("already in the list", the 500 limit), or null. */
  notice: string | null;
}

/** Moves the film at `from` to `to` (both clamped to the list), keeping the others' order. */
export function moveFilm(films: readonly ListFilm[], from: number, to: number): ListFilm[] {
  const target = Math.max(0, Math.min(films.length - 1, to));
  if (from < 0 || from >= films.length || from === target) return [...films];
  const next = [...films];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as ListFilm);
  return next;
}

export function listEditorReducer(state: ListEditorState, action: ListEditorAction): ListEditorState {
  const { values } = state;
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...values, [action.field]: action.value } };
    case 'toggle':
      return { ...state, values: { ...values, [action.field]: action.value } };
    case 'add': {
      const title = action.film.title ?? 'This film';
      if (values.films.some((film) => film.tmdbId === action.film.tmdbId)) return { ...state, notice: `${title} is already in the list.` };
      if (values.films.length >= LIST_FILMS_MAX) return { ...state, notice: LIST_MESSAGES.filmsFull };
      return { values: { ...values, films: [...values.films, action.film] }, notice: `${title} added.` };
    }
    case 'remove':
      return { values: { ...values, films: values.films.filter((film) => film.tmdbId !== action.tmdbId) }, notice: null };
    case 'move': {
      const films = moveFilm(values.films, action.from, action.to);
      const moved = values.films[action.from];
      const at = moved ? films.indexOf(moved) : -1;
      if (!moved || at === action.from) return state;
      return { values: { ...values, films }, notice: `${moved.title ?? 'The film'} moved to position ${at + 1}.` };
    }
    case 'reset':
      return { values: action.values, notice: null };
  }
}

export interface ListEditorErrors {
  name?: string;
  description?: string;
  films?: string;
}

/** The messages that stop a save, by field; empty when the list can be saved. */
export function validateList(values: ListEditorValues): ListEditorErrors {
  const errors: ListEditorErrors = {};
  const name = values.name.trim();
  if (name.length === 0) errors.name = LIST_MESSAGES.nameRequired;
  else if (name.length > LIST_NAME_MAX) errors.name = LIST_MESSAGES.nameTooLong;
  if (values.description.trim().length > LIST_DESCRIPTION_MAX) errors.description = LIST_MESSAGES.descriptionTooLong;
  if (values.films.length > LIST_FILMS_MAX) errors.films = LIST_MESSAGES.filmsFull;
  return errors;
}
