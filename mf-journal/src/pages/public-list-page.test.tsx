import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { untakenEarlyReads } from '@marquee/shared/first-paint';
import { buildPath, paths } from '@marquee/shared/routes';
import type { SupabaseClient } from '@marquee/shared/supabase';
import {
  anonTestClient,
  createFakeTmdb,
  createTestAccount,
  makeMovie,
  renderWithProviders,
  clientNeverAsked,
  handOverDatabaseRead,
  type TestAccount,
} from '@marquee/shared/testing';
import { listPageRead } from '../lists/api/list-page-read';
import { routes } from '../routes';
import PublicListPage from './public-list-page';
import PublicListsPage from './public-lists-page';

// A film saved by id only is named from TMDb.
const tmdb = createFakeTmdb((body) =>
  body.path === '/movie/603' ? { success: true, data: makeMovie(603, { title: 'The Matrix', release_date: '1999-03-31' }) } : undefined,
).client;

let owner: TestAccount;
let username: string;

beforeEach(async () => {
  owner = await createTestAccount();
  const { data } = await owner.client.from('profiles').select('username').eq('user_id', owner.id).single();
  username = data!.username;
});

async function makeList(
  fields: { name: string; description?: string; ranked?: boolean; is_public?: boolean },
  films: { tmdb_id: number; title?: string; release_date?: string }[],
) {
  const { data: list, error } = await owner.client.from('lists').insert(fields).select('id, slug').single();
  expect(error).toBeNull();
  const saved = await owner.client.rpc('save_list_items', { list_id: list!.id, tmdb_ids: films.map((film) => film.tmdb_id), films });
  expect(saved.error).toBeNull();
  return list!;
}

function renderList(slug: string, viewer: TestAccount | null, client?: SupabaseClient) {
  return renderWithProviders(<PublicListPage />, {
    path: paths.publicList,
    entry: buildPath(paths.publicList, { username, slug }),
    user: viewer?.user ?? null,
    supabase: client ?? viewer?.client ?? anonTestClient(),
    tmdb,
  });
}

describe('PublicListPage', () => {
  it('shows a ranked list: name, description, linked author, count and the films in order with their ranks', async () => {
    const list = await makeList({ name: 'Best of the 90s', description: 'Two films.\nBoth great.', ranked: true }, [
      { tmdb_id: 77, title: 'Memento', release_date: '2000-10-11' },
      { tmdb_id: 603 },
    ]);
    const guest = renderList(list.slug, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Best of the 90s' })).toBeTruthy();
    expect(screen.getByText(/Both great/)).toBeTruthy();
    expect(screen.getByRole('link', { name: username }).getAttribute('href')).toBe(`/u/${username}`);
    expect(screen.getByText('2 films')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Films' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByLabelText(/^Rank/).textContent)).toEqual(['1', '2']);
    expect(within(rows[0]!).getByRole('link', { name: 'Memento' })).toBeTruthy();
    expect(await within(rows[1]!).findByRole('link', { name: 'The Matrix' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit list' })).toBeNull();
    guest.unmount();

    const unranked = await makeList({ name: 'Unranked' }, [{ tmdb_id: 77, title: 'Memento' }]);
    renderList(unranked.slug, null);
    await screen.findByRole('heading', { level: 1, name: 'Unranked' });
    expect(screen.queryByLabelText(/^Rank/)).toBeNull();
  });

  it('answers "List not found" for a private list to a guest and another member, and shows it to its owner', async () => {
    const list = await makeList({ name: 'Guilty pleasures', is_public: false }, [{ tmdb_id: 77, title: 'Memento' }]);
    const other = await createTestAccount();
    for (const viewer of [null, other]) {
      const view = renderList(list.slug, viewer);
      expect(await screen.findByText('List not found')).toBeTruthy();
      expect(screen.queryByText('Memento')).toBeNull();
      view.unmount();
    }
    renderList(list.slug, owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guilty pleasures' })).toBeTruthy();
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit list' })).toBeTruthy();
  });

  it("shows a guest's list from the read the shell's first script made with the address, in its first render, without the page's client", async () => {
    const list = await makeList({ name: 'Read early' }, [{ tmdb_id: 77, title: 'Memento', release_date: '2000-10-11' }]);
    // The route declares the read the page makes; the early start fills in the address's parameters.
    expect(routes.publicList.reads).toEqual([listPageRead(':username', ':slug')]);
    const read = listPageRead(username, list.slug);
    // As a guest: the anonymous key.
    await handOverDatabaseRead(read);
    renderList(list.slug, null, clientNeverAsked());
    expect(await screen.findByRole('heading', { level: 1, name: 'Read early' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Memento' })).toBeTruthy();
    expect(untakenEarlyReads()).toEqual([]);
  });

  it('answers "List not found" for a slug nobody has', async () => {
    renderList('no-such-list', null);
    expect(await screen.findByText('List not found')).toBeTruthy();
  });
});

describe('PublicListsPage', () => {
  it("lists a member's public lists only", async () => {
    await makeList({ name: 'Shown' }, [{ tmdb_id: 77, title: 'Memento' }]);
    await makeList({ name: 'Hidden', is_public: false }, []);
    renderWithProviders(<PublicListsPage />, {
      path: paths.publicLists,
      entry: buildPath(paths.publicLists, { username }),
      supabase: anonTestClient(),
      tmdb,
    });
    const links = within(await screen.findByRole('list', { name: 'Lists' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Shown', `/u/${username}/list/shown`]]);
    expect(screen.getByText('1 film')).toBeTruthy();
  });
});
