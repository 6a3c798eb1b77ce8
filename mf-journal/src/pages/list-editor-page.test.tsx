import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marquee/shared/routes';
import { Landed, createFakeTmdb, createTestAccount, makeMovie, renderWithProviders, type TestAccount } from '@marquee/shared/testing';
import ListEditorPage from './list-editor-page';

const FILMS = [
  makeMovie(77, { title: 'Memento', release_date: '2000-10-11' }),
  makeMovie(603, { title: 'The Matrix', release_date: '1999-03-31' }),
  makeMovie(155, { title: 'The Dark Knight', release_date: '2008-07-16' }),
];

const tmdb = createFakeTmdb((body) => {
  if (body.path !== '/search/movie') return undefined;
  const query = String(body.params?.query ?? '').toLowerCase();
  const results = FILMS.filter((movie) => movie.title.toLowerCase().includes(query));
  return { success: true, data: { page: 1, results, total_pages: 1, total_results: results.length } };
}).client;

let account: TestAccount;
beforeEach(async () => {
  account = await createTestAccount();
});
afterEach(() => localStorage.clear());

function renderEditor(entry: string = paths.newList) {
  return renderWithProviders(<ListEditorPage />, {
    path: entry === paths.newList ? paths.newList : paths.editList,
    entry,
    routes: [{ path: paths.publicList, element: <Landed /> }],
    user: account.user,
    supabase: account.client,
    tmdb,
  });
}

async function addFilm(text: string, title: string) {
  const box = screen.getByRole('combobox', { name: 'Add a film' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(title) }));
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Films in this list' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByText(/./)[1]?.textContent);

async function storedFilms(name: string) {
  const { data: list } = await account.client.from('lists').select('id, ranked, is_public, item_count').eq('name', name).single();
  const { data: items } = await account.client
    .from('list_items')
    .select('tmdb_id, position, title')
    .eq('list_id', list!.id)
    .order('position');
  return { list, items };
}

describe('ListEditorPage', () => {
  it('builds a list from the suggestions, reorders it by keyboard and saves name, switches and order', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Best of 2000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Mind benders.' } });
    await addFilm('Memento', 'Memento');
    await addFilm('Matrix', 'The Matrix');
    await addFilm('Dark', 'The Dark Knight');
    expect(rowTitles()).toEqual(['Memento', 'The Matrix', 'The Dark Knight']);

    const moveUp = screen.getByRole('button', { name: 'Move The Dark Knight up' });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(rowTitles()).toEqual(['Memento', 'The Dark Knight', 'The Matrix']);
    expect(screen.getByRole('status').textContent).toBe('The Dark Knight moved to position 2.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move The Dark Knight up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Memento down' }));
    expect(rowTitles()).toEqual(['The Dark Knight', 'Memento', 'The Matrix']);
    // At the top, the focus moves to the film's other button.
    fireEvent.click(screen.getByRole('button', { name: 'Move Memento up' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Memento down' }));
    expect(screen.getByRole('button', { name: 'Move Memento up' })).toHaveProperty('disabled', true);

    const ranked = (await screen.findByRole('checkbox', { name: 'Ranked list' })) as HTMLInputElement;
    await waitFor(() => {
      fireEvent.click(ranked);
      expect(ranked.checked).toBe(true);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await screen.findByTestId('landed');

    const { list, items } = await storedFilms('Best of 2000');
    expect(list).toMatchObject({ ranked: true, is_public: true, item_count: 3 });
    expect(items).toEqual([
      { tmdb_id: 77, position: 1, title: 'Memento' },
      { tmdb_id: 155, position: 2, title: 'The Dark Knight' },
      { tmdb_id: 603, position: 3, title: 'The Matrix' },
    ]);
  });

  it('keeps unsaved edits through a reload, and forgets them once saved', async () => {
    const first = renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Draft list' } });
    await addFilm('Memento', 'Memento');
    first.unmount();

    renderEditor();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Draft list');
    expect(rowTitles()).toEqual(['Memento']);
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await screen.findByTestId('landed');
    expect(Object.entries(localStorage).filter(([key]) => key.startsWith('list-draft:'))).toEqual([]);
  });

  it('says what is wrong and keeps everything: no name, then the 100-list limit', async () => {
    const { error } = await account.client.from('lists').insert(Array.from({ length: 100 }, (_, index) => ({ name: `List ${index}` })));
    expect(error).toBeNull();
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Save list' }));
    expect(await screen.findByText('Give your list a name.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'One too many' } });
    await addFilm('Memento', 'Memento');
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText('You can keep at most 100 lists. Delete one to make a new one.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('One too many');
    expect(rowTitles()).toEqual(['Memento']);
  });

  it('edits a saved list, and answers "List not found" for another member’s', async () => {
    const { data: list } = await account.client.from('lists').insert({ name: 'Mine', ranked: true }).select('id').single();
    await account.client.rpc('save_list_items', {
      list_id: list!.id,
      tmdb_ids: [77, 603],
      films: [
        { tmdb_id: 77, title: 'Memento' },
        { tmdb_id: 603, title: 'The Matrix' },
      ],
    });
    const view = renderEditor(`/lists/${list!.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Mine' })).toBeTruthy();
    expect(rowTitles()).toEqual(['Memento', 'The Matrix']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Memento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await screen.findByTestId('landed');
    expect((await storedFilms('Mine')).items).toEqual([{ tmdb_id: 603, position: 1, title: 'The Matrix' }]);
    view.unmount();

    const other = await createTestAccount();
    const { data: theirs } = await other.client.from('lists').insert({ name: 'Theirs', is_public: false }).select('id').single();
    await act(async () => {
      renderEditor(`/lists/${theirs!.id}/edit`);
    });
    expect(await screen.findByText('List not found')).toBeTruthy();
  });

  it('deletes a list once confirmed, films and all', async () => {
    const { data: list } = await account.client.from('lists').insert({ name: 'Short lived' }).select('id').single();
    await account.client.rpc('save_list_items', { list_id: list!.id, tmdb_ids: [77] });
    renderWithProviders(<ListEditorPage />, {
      path: paths.editList,
      entry: `/lists/${list!.id}/edit`,
      routes: [{ path: paths.lists, element: <Landed /> }],
      user: account.user,
      supabase: account.client,
      tmdb,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/lists');
    expect((await account.client.from('lists').select('id').eq('id', list!.id)).data).toEqual([]);
    expect((await account.client.from('list_items').select('tmdb_id').eq('list_id', list!.id)).data).toEqual([]);
  });
});
