import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LIST } from './list-editor';
import { listDraftKey, loadListDraft, removeListDraft, saveListDraft } from './list-draft';

afterEach(() => localStorage.clear());

describe('list drafts', () => {
  it('keeps one draft per list (or the new list) and member', () => {
    const values = {
      ...EMPTY_LIST,
      name: 'Best of 2008',
      films: [{ tmdbId: 77, title: 'Memento', posterPath: null, releaseDate: '2000-10-11' }],
    };
    saveListDraft(null, 'u1', values);
    expect(loadListDraft(null, 'u1')).toMatchObject(values);
    expect(loadListDraft(null, 'u2')).toBeNull();
    expect(loadListDraft('list-1', 'u1')).toBeNull();
    removeListDraft(null, 'u1');
    expect(loadListDraft(null, 'u1')).toBeNull();
  });

  it('ignores a stored value whose films are not films', () => {
    localStorage.setItem(listDraftKey(null, 'u1'), JSON.stringify({ ...EMPTY_LIST, films: [{ tmdbId: 'x' }], lastSaved: 'now' }));
    expect(loadListDraft(null, 'u1')).toBeNull();
  });
});
