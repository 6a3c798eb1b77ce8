import { describe, expect, it } from 'vitest';
import { EMPTY_LIST, listEditorReducer, moveFilm, validateList, type ListEditorState, type ListFilm } from './list-editor';
import { LIST_MESSAGES } from './list-limits';

const film = (tmdbId: number, title = `Film ${tmdbId}`): ListFilm => ({ tmdbId, title, posterPath: null, releaseDate: null });
const withFilms = (films: ListFilm[]): ListEditorState => ({ values: { ...EMPTY_LIST, films }, notice: null });
const ids = (state: ListEditorState) => state.values.films.map((f) => f.tmdbId);

describe('listEditorReducer', () => {
  it('adds a film at the end once, and says so', () => {
    let state = listEditorReducer(withFilms([film(1)]), { type: 'add', film: film(2, 'Memento') });
    expect(ids(state)).toEqual([1, 2]);
    expect(state.notice).toBe('Memento added.');
    state = listEditorReducer(state, { type: 'add', film: film(2, 'Memento') });
    expect(ids(state)).toEqual([1, 2]);
    expect(state.notice).toBe('Memento is already in the list.');
  });

  it('refuses a 501st film with the limit’s message', () => {
    const full = withFilms(Array.from({ length: 500 }, (_, index) => film(index + 1)));
    const state = listEditorReducer(full, { type: 'add', film: film(9999) });
    expect(state.values.films).toHaveLength(500);
    expect(state.notice).toBe(LIST_MESSAGES.filmsFull);
    expect(LIST_MESSAGES.filmsFull).toBe('A list can hold at most 500 films.');
  });

  it('moves a film up, down and by dragging, announcing its new position; an edge move changes nothing', () => {
    const start = withFilms([film(1, 'Alien'), film(2, 'Memento'), film(3, 'Heat')]);
    const up = listEditorReducer(start, { type: 'move', from: 1, to: 0 });
    expect(ids(up)).toEqual([2, 1, 3]);
    expect(up.notice).toBe('Memento moved to position 1.');
    expect(ids(listEditorReducer(start, { type: 'move', from: 0, to: 2 }))).toEqual([2, 3, 1]);
    expect(listEditorReducer(start, { type: 'move', from: 0, to: -1 })).toBe(start);
    expect(listEditorReducer(start, { type: 'move', from: 2, to: 3 })).toBe(start);
  });

  it('removes a film and keeps the others in order', () => {
    expect(ids(listEditorReducer(withFilms([film(1), film(2), film(3)]), { type: 'remove', tmdbId: 2 }))).toEqual([1, 3]);
  });
});

describe('moveFilm', () => {
  it('keeps every film exactly once', () => {
    const films = [film(1), film(2), film(3), film(4)];
    for (let from = 0; from < 4; from += 1)
      for (let to = -1; to < 5; to += 1)
        expect(
          moveFilm(films, from, to)
            .map((f) => f.tmdbId)
            .sort(),
        ).toEqual([1, 2, 3, 4]);
  });
});

describe('validateList', () => {
  it('needs a name of 1–100 characters and a description of at most 1,000', () => {
    expect(validateList({ ...EMPTY_LIST, name: '   ' })).toEqual({ name: 'Give your list a name.' });
    expect(validateList({ ...EMPTY_LIST, name: 'x'.repeat(101) })).toEqual({ name: 'A list name can be at most 100 characters.' });
    expect(validateList({ ...EMPTY_LIST, name: 'Fine', description: 'd'.repeat(1001) })).toEqual({
      description: 'A description can be at most 1,000 characters.',
    });
    expect(validateList({ ...EMPTY_LIST, name: ` ${'x'.repeat(100)} `, description: 'd'.repeat(1000) })).toEqual({});
  });
});
