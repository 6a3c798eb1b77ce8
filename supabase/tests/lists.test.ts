/**
 * Lists and their films: what the database decides (slug, positions, item_count, dates), the
 * limits it keeps (100 lists a member, 500 films a list, name and description lengths) and the
 * one call that saves a list's films in order (save_list_items). Who may read and write is in
 * rls-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack, type TestUser } from '@marquee/local-stack/testing';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

interface ListRow {
  id: string;
  user_id: string;
  name: string;
  slug: string;
  description: string | null;
  ranked: boolean;
  is_public: boolean;
  item_count: number;
  created_at: string;
  updated_at: string;
}

async function makeList(client: SupabaseClient, row: Record<string, unknown>): Promise<ListRow> {
  const { data, error } = await client.from('lists').insert(row).select('*').single<ListRow>();
  expect(error).toBeNull();
  return data!;
}

async function items(listId: string): Promise<{ tmdb_id: number; position: number }[]> {
  const { data, error } = await stack.service().from('list_items').select('tmdb_id, position').eq('list_id', listId).order('position');
  expect(error).toBeNull();
  return data ?? [];
}

async function stored(listId: string): Promise<ListRow> {
  const { data } = await stack.service().from('lists').select('*').eq('id', listId).single<ListRow>();
  return data!;
}

describe('lists: fields the server decides', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await stack.createUser();
  });

  it('derives the slug from the name, folds accents, dedupes per member with -2, -3 and keeps it on rename', async () => {
    const first = await makeList(owner.client, { name: '  Best of 2008!  ', slug: 'chosen-by-me' });
    expect(first).toMatchObject({ name: 'Best of 2008!', slug: 'best-of-2008', ranked: false, is_public: true, item_count: 0 });
    expect((await makeList(owner.client, { name: 'Best of 2008' })).slug).toBe('best-of-2008-2');
    expect((await makeList(owner.client, { name: 'best OF 2008' })).slug).toBe('best-of-2008-3');
    expect((await makeList(owner.client, { name: 'Amélie & Łódź' })).slug).toBe('amelie-lodz');
    expect((await makeList(owner.client, { name: '★★★' })).slug).toBe('list');
    // Another member's list of the same name has the plain slug.
    const other = await stack.createUser();
    expect((await makeList(other.client, { name: 'Best of 2008' })).slug).toBe('best-of-2008');

    const renamed = await owner.client
      .from('lists')
      .update({ name: 'Best of 2009', slug: 'forged' })
      .eq('id', first.id)
      .select('name, slug')
      .single();
    expect(renamed.data).toEqual({ name: 'Best of 2009', slug: 'best-of-2008' });
  });

  it('keeps item_count, created_at, the owner and the id out of the client’s hands', async () => {
    const list = await makeList(owner.client, { name: 'Forged', item_count: 400 });
    expect(list.item_count).toBe(0);
    const moved = await owner.client
      .from('lists')
      .update({ item_count: 12, created_at: '2001-01-01T00:00:00Z', description: '  Plain text.  ' })
      .eq('id', list.id)
      .select('item_count, created_at, description, updated_at')
      .single<Pick<ListRow, 'item_count' | 'created_at' | 'description' | 'updated_at'>>();
    expect(moved.data).toMatchObject({ item_count: 0, created_at: list.created_at, description: 'Plain text.' });
    expect(Date.parse(moved.data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(list.updated_at));
    const blank = await owner.client.from('lists').update({ description: '   ' }).eq('id', list.id).select('description').single();
    expect(blank.data).toEqual({ description: null });
  });

  it('keeps an imported list’s date, makes a future one now and refuses one before 1870', async () => {
    const kept = await makeList(owner.client, { name: 'Imported', created_at: '2019-03-04T10:00:00Z' });
    expect(Date.parse(kept.created_at)).toBe(Date.parse('2019-03-04T10:00:00Z'));
    const future = await makeList(owner.client, { name: 'Future', created_at: '2099-01-01T00:00:00Z' });
    expect(Date.parse(future.created_at)).toBeLessThan(Date.now() + 5_000);
    const early = await owner.client.from('lists').insert({ name: 'Early', created_at: '1869-01-01T00:00:00Z' });
    expect(early.error?.message).toContain('lists_created_at_since_1870');
  });

  it('refuses an empty or too long name and a description over 1,000 characters', async () => {
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const { error, status } = await owner.client.from('lists').insert({ name });
      expect(status, name).toBe(400);
      expect(error?.message).toContain('lists_name_length');
    }
    expect((await owner.client.from('lists').insert({ name: 'x'.repeat(100) })).error).toBeNull();
    const long = await owner.client.from('lists').insert({ name: 'Long', description: 'd'.repeat(1001) });
    expect(long.error?.message).toContain('lists_description_length');
    expect((await owner.client.from('lists').insert({ name: 'Long enough', description: 'd'.repeat(1000) })).error).toBeNull();
  });
});

describe('lists: at most 100 a member', () => {
  it('refuses the 101st list, also in one batch, and takes one again after a deletion', async () => {
    const member = await stack.createUser();
    const batch = await member.client.from('lists').insert(Array.from({ length: 101 }, (_, index) => ({ name: `List ${index}` })));
    expect(batch.status).toBe(400);
    expect(batch.error).toMatchObject({ code: '23514', message: 'You can keep at most 100 lists.' });
    const count = async () =>
      (await stack.service().from('lists').select('id', { count: 'exact', head: true }).eq('user_id', member.id)).count;
    expect(await count()).toBe(0);

    expect(
      (await member.client.from('lists').insert(Array.from({ length: 100 }, (_, index) => ({ name: `List ${index}` })))).error,
    ).toBeNull();
    const extra = await member.client.from('lists').insert({ name: 'One more' });
    expect(extra.error?.message).toBe('You can keep at most 100 lists.');
    expect(await count()).toBe(100);
    const { data: first } = await member.client.from('lists').select('id').eq('name', 'List 0').single<{ id: string }>();
    await member.client.from('lists').delete().eq('id', first!.id);
    expect((await member.client.from('lists').insert({ name: 'One more' })).error).toBeNull();
  }, 60_000);
});

describe('list_items: positions, count and the 500 limit', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await stack.createUser();
  });

  it('save_list_items stores the films in the array’s order and counts them', async () => {
    const list = await makeList(owner.client, { name: 'Ordered', ranked: true });
    const first = await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [77, 11, 603] });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id: list.id, item_count: 3 });
    expect(await items(list.id)).toEqual([
      { tmdb_id: 77, position: 1 },
      { tmdb_id: 11, position: 2 },
      { tmdb_id: 603, position: 3 },
    ]);
    // Reordered and one removed, atomically.
    expect((await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [603, 77] })).error).toBeNull();
    expect(await items(list.id)).toEqual([
      { tmdb_id: 603, position: 1 },
      { tmdb_id: 77, position: 2 },
    ]);
    expect((await stored(list.id)).item_count).toBe(2);
  });

  it('save_list_items refuses duplicates, bad ids, more than 500 films and another member’s list, changing nothing', async () => {
    const list = await makeList(owner.client, { name: 'Guarded' });
    await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [1, 2] });
    const twice = await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [5, 5] });
    expect(twice.error).toMatchObject({ code: '23505', message: 'A film can be in a list only once.' });
    const zero = await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [3, 0] });
    expect(zero.error?.message).toContain('list_items_tmdb_id_positive');
    const tooMany = await owner.client.rpc('save_list_items', {
      list_id: list.id,
      tmdb_ids: Array.from({ length: 501 }, (_, index) => index + 1),
    });
    expect(tooMany.error).toMatchObject({ code: '23514', message: 'A list can hold at most 500 films.' });
    const other = await stack.createUser();
    const foreign = await other.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [9] });
    expect(foreign.error).toMatchObject({ code: 'P0002', message: 'List not found' });
    const anonymous = await stack.anon().rpc('save_list_items', { list_id: list.id, tmdb_ids: [9] });
    expect(anonymous.error).not.toBeNull();
    expect(await items(list.id)).toEqual([
      { tmdb_id: 1, position: 1 },
      { tmdb_id: 2, position: 2 },
    ]);
    expect((await stored(list.id)).item_count).toBe(2);
  });

  it('holds 500 films; the 501st is refused through the rpc and through a plain insert', async () => {
    const list = await makeList(owner.client, { name: 'Full' });
    const full = Array.from({ length: 500 }, (_, index) => index + 1);
    const saved = await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: full });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ item_count: 500 });
    const more = await owner.client.from('list_items').insert({ list_id: list.id, tmdb_id: 501 });
    expect(more.status).toBe(400);
    expect(more.error).toMatchObject({ code: '23514', message: 'A list can hold at most 500 films.' });
    expect((await stored(list.id)).item_count).toBe(500);
  }, 60_000);

  it('a plain insert is appended whatever position it claims; a removal closes the gap and recounts', async () => {
    const list = await makeList(owner.client, { name: 'Appended' });
    await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [10, 20, 30] });
    const inserted = await owner.client
      .from('list_items')
      .insert({ list_id: list.id, tmdb_id: 40, position: 1 })
      .select('position')
      .single();
    expect(inserted.data).toEqual({ position: 4 });
    expect((await owner.client.from('list_items').delete().eq('list_id', list.id).eq('tmdb_id', 20)).error).toBeNull();
    expect(await items(list.id)).toEqual([
      { tmdb_id: 10, position: 1 },
      { tmdb_id: 30, position: 2 },
      { tmdb_id: 40, position: 3 },
    ]);
    expect((await stored(list.id)).item_count).toBe(3);
    const again = await owner.client.from('list_items').insert({ list_id: list.id, tmdb_id: 10 });
    expect(again.status).toBe(409);
  });

  it('deleting a list deletes its films', async () => {
    const list = await makeList(owner.client, { name: 'Gone' });
    await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [1, 2, 3] });
    expect((await owner.client.from('lists').delete().eq('id', list.id)).error).toBeNull();
    expect(await items(list.id)).toEqual([]);
  });
});

describe('activity_events: "Created list"', () => {
  it('shows a public list’s creation with its name and slug, and never a private one', async () => {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    await makeList(owner.client, { name: 'Best of 2008' });
    const hidden = await makeList(owner.client, { name: 'Guilty pleasures', is_public: false });
    const events = async (client: SupabaseClient) => {
      const { data, error } = await client
        .from('activity_events')
        .select('kind, movie_id, title, list_slug')
        .eq('user_id', owner.id)
        .eq('kind', 'list_created');
      expect(error).toBeNull();
      return data;
    };
    const created = [{ kind: 'list_created', movie_id: null, title: 'Best of 2008', list_slug: 'best-of-2008' }];
    for (const client of [owner.client, other.client, stack.anon()]) expect(await events(client)).toEqual(created);
    await owner.client.from('lists').update({ is_public: true }).eq('id', hidden.id);
    expect(await events(other.client)).toHaveLength(2);
  });
});

describe('list_items: film details', () => {
  it('save_list_items stores the details given, keeps a film’s details when reordered by ids, and checks them', async () => {
    const owner = await stack.createUser();
    const list = await makeList(owner.client, { name: 'Detailed' });
    const films = [
      { tmdb_id: 77, title: 'Memento', poster_path: '/memento.jpg', release_date: '2000-10-11' },
      { tmdb_id: 11, title: 'Star Wars', poster_path: null, release_date: null },
    ];
    expect((await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [77, 11], films })).error).toBeNull();
    expect((await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [11, 77, 5] })).error).toBeNull();
    const { data } = await stack
      .service()
      .from('list_items')
      .select('tmdb_id, position, title, poster_path, release_date')
      .eq('list_id', list.id)
      .order('position');
    expect(data).toEqual([
      { tmdb_id: 11, position: 1, title: 'Star Wars', poster_path: null, release_date: null },
      { tmdb_id: 77, position: 2, title: 'Memento', poster_path: '/memento.jpg', release_date: '2000-10-11' },
      { tmdb_id: 5, position: 3, title: null, poster_path: null, release_date: null },
    ]);
    const badPoster = await owner.client.rpc('save_list_items', {
      list_id: list.id,
      tmdb_ids: [9],
      films: [{ tmdb_id: 9, title: 'Nine', poster_path: 'javascript:alert(1)' }],
    });
    expect(badPoster.error?.message).toContain('list_items_poster_path_format');
    const notArray = await owner.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [9], films: { tmdb_id: 9 } });
    expect(notArray.error?.code).toBe('22023');
    expect((await items(list.id)).map((row) => row.tmdb_id)).toEqual([11, 77, 5]);
  });
});

describe('activity_events: every event kind in one view', () => {
  it('keeps the diary’s "watched" events beside "list_created"', async () => {
    const owner = await stack.createUser();
    await makeList(owner.client, { name: 'Seen' });
    const logged = await owner.client.from('diary_entries').insert({ tmdb_id: 8, title: 'Eight', watched_on: '2024-05-01' });
    expect(logged.error).toBeNull();
    const { data } = await owner.client.from('activity_events').select('kind, title, list_slug').eq('user_id', owner.id).order('kind');
    expect(data).toEqual([
      { kind: 'list_created', title: 'Seen', list_slug: 'seen' },
      { kind: 'watched', title: 'Eight', list_slug: null },
    ]);
  });
});
