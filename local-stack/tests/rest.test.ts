/** The PostgREST subset through supabase-js (and raw HTTP where the wire format matters). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../server/jwt.ts';
import { startTestStack, type TestStack, type TestUser } from './helpers/stack.ts';

let stack: TestStack;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

function rest(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? stack.stack.config.anonKey;
  const headers = new Headers(init.headers);
  headers.set('apikey', key);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${stack.url}/rest/v1/${path}`, { ...init, headers });
}

beforeAll(async () => {
  stack = await startTestStack();
  alice = await stack.createUser({ username: 'alice' });
  bob = await stack.createUser({ username: 'bob' });
  carol = await stack.createUser({ username: 'carol' });
  const rows = [
    { user_id: alice.id, movie_id: 10, rating: 5, review_text: 'Loved every minute of it', contains_spoilers: false },
    { user_id: alice.id, movie_id: 20, rating: 2, review_text: 'Too long and too loud', contains_spoilers: true },
    { user_id: bob.id, movie_id: 10, rating: 4, review_text: null, contains_spoilers: false },
    { user_id: bob.id, movie_id: 30, rating: 1, review_text: 'Not for me at all', contains_spoilers: false },
    { user_id: carol.id, movie_id: 10, rating: 3, review_text: 'LOVED the score, not the plot', contains_spoilers: false },
  ];
  const { error } = await stack.service().from('reviews').insert(rows);
  expect(error).toBeNull();
});

afterAll(async () => {
  await stack?.stop();
});

describe('reading', () => {
  it('selects column lists and aliases', async () => {
    const { data, error } = await stack.anon().from('reviews').select('movie_id, stars:rating').eq('user_id', alice.id).order('movie_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { movie_id: 10, stars: 5 },
      { movie_id: 20, stars: 2 },
    ]);
  });

  it('returns timestamps as PostgREST does', async () => {
    const { data } = await stack.anon().from('profiles').select('*').eq('user_id', alice.id).single();
    expect(data).toMatchObject({ user_id: alice.id, username: 'alice', avatar_url: null });
    expect(String((data as { created_at: string }).created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
  });

  it.each([
    ['eq', (q: ReturnType<typeof base>) => q.eq('rating', 4), [4]],
    ['neq', (q: ReturnType<typeof base>) => q.neq('rating', 4), [5, 3, 2, 1]],
    ['gt', (q: ReturnType<typeof base>) => q.gt('rating', 3), [5, 4]],
    ['gte', (q: ReturnType<typeof base>) => q.gte('rating', 3), [5, 4, 3]],
    ['lt', (q: ReturnType<typeof base>) => q.lt('rating', 3), [2, 1]],
    ['lte', (q: ReturnType<typeof base>) => q.lte('rating', 3), [3, 2, 1]],
    ['like', (q: ReturnType<typeof base>) => q.like('review_text', '%Loved%'), [5]],
    ['ilike', (q: ReturnType<typeof base>) => q.ilike('review_text', '%loved%'), [5, 3]],
    ['is null', (q: ReturnType<typeof base>) => q.is('review_text', null), [4]],
    ['is true', (q: ReturnType<typeof base>) => q.is('contains_spoilers', true), [2]],
    ['in', (q: ReturnType<typeof base>) => q.in('rating', [1, 5]), [5, 1]],
    ['not is null', (q: ReturnType<typeof base>) => q.not('review_text', 'is', null), [5, 3, 2, 1]],
    ['not in', (q: ReturnType<typeof base>) => q.not('rating', 'in', '(1,5)'), [4, 3, 2]],
    ['or', (q: ReturnType<typeof base>) => q.or('rating.eq.1,and(rating.gte.4,movie_id.eq.10)'), [5, 4, 1]],
    ['combined', (q: ReturnType<typeof base>) => q.eq('movie_id', 10).gte('rating', 4), [5, 4]],
  ])('filters with %s', async (_name, apply, ratings) => {
    const { data, error } = await apply(base());
    expect(error).toBeNull();
    expect((data ?? []).map((r) => r.rating)).toEqual(ratings);
  });

  function base() {
    return stack.anon().from('reviews').select('rating').order('rating', { ascending: false });
  }

  it('orders with nulls placement, limits, offsets and ranges', async () => {
    const nullsFirst = await stack
      .anon()
      .from('reviews')
      .select('review_text')
      .order('review_text', { ascending: true, nullsFirst: true })
      .limit(1);
    expect(nullsFirst.data).toEqual([{ review_text: null }]);
    const page = await stack.anon().from('reviews').select('rating').order('rating').range(1, 2);
    expect(page.data).toEqual([{ rating: 2 }, { rating: 3 }]);
    const response = await rest('reviews?select=rating&order=rating.desc', { headers: { range: '0-1', 'range-unit': 'items' } });
    expect(await response.json()).toEqual([{ rating: 5 }, { rating: 4 }]);
    expect(response.headers.get('content-range')).toBe('0-1/*');
  });

  it('counts exactly, also with head', async () => {
    const counted = await stack.anon().from('reviews').select('id', { count: 'exact' }).eq('movie_id', 10).limit(1);
    expect(counted.count).toBe(3);
    expect(counted.data).toHaveLength(1);
    const head = await stack.anon().from('reviews').select('id', { count: 'exact', head: true }).eq('user_id', alice.id);
    expect(head.error).toBeNull();
    expect(head.count).toBe(2);
    const raw = await rest(`reviews?select=id&user_id=eq.${alice.id}`, { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-range')).toBe('*/2');
    const none = await rest('reviews?select=id&movie_id=eq.999', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  it('answers single() with one object, or 406 PGRST116', async () => {
    const one = await stack.anon().from('profiles').select('username').eq('user_id', bob.id).single();
    expect(one.data).toEqual({ username: 'bob' });
    const none = await stack.anon().from('profiles').select('*').eq('username', 'nobody').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const many = await stack.anon().from('reviews').select('*').eq('movie_id', 10).single();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toBe('The result contains 3 rows');
    const maybe = await stack.anon().from('profiles').select('*').eq('username', 'nobody').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });
});

describe('embedding', () => {
  it('embeds the row a foreign key points to as an object', async () => {
    const { data, error } = await stack
      .anon()
      .from('reviews')
      .select('rating, author:profiles!reviews_user_id_fkey(username, avatar_url)')
      .eq('movie_id', 10)
      .order('rating', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { rating: 5, author: { username: 'alice', avatar_url: null } },
      { rating: 4, author: { username: 'bob', avatar_url: null } },
      { rating: 3, author: { username: 'carol', avatar_url: null } },
    ]);
  });

  it('embeds the rows pointing back as an array', async () => {
    const { data } = await stack
      .anon()
      .from('profiles')
      .select('username, reviews!reviews_user_id_fkey(movie_id)')
      .eq('user_id', bob.id)
      .single();
    expect(data).toEqual({ username: 'bob', reviews: expect.arrayContaining([{ movie_id: 10 }, { movie_id: 30 }]) });
  });

  it('embeds in mutation results and rejects unknown relationships', async () => {
    const { data, error } = await carol.client
      .from('reviews')
      .insert({ movie_id: 88, rating: 2 })
      .select('movie_id, profiles!reviews_user_id_fkey(username)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ movie_id: 88, profiles: { username: 'carol' } });
    // favorites reference auth.users, not profiles: there is nothing to embed through.
    const unknown = await stack.anon().from('profiles').select('username, favorites(title)');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST200');
  });
});

describe('writing', () => {
  it('inserts returning the row (defaults filled by Postgres), or nothing with return=minimal', async () => {
    const inserted = await alice.client.from('reviews').insert({ movie_id: 40, rating: 4, review_text: '<p>Good</p>' }).select().single();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({ user_id: alice.id, movie_id: 40, rating: 4, contains_spoilers: false });
    const minimal = await rest('reviews', {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ movie_id: 41, rating: 3 }),
    });
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe('');
  });

  it('inserts several rows, missing keys as DEFAULT when asked', async () => {
    const { data, error } = await alice.client
      .from('favorites')
      .insert(
        [
          { movie_id: 1, title: 'One', poster_path: '/1.jpg' },
          { movie_id: 2, title: 'Two' },
        ],
        { defaultToNull: false },
      )
      .select('movie_id, title, poster_path, user_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { movie_id: 1, title: 'One', poster_path: '/1.jpg', user_id: alice.id },
      { movie_id: 2, title: 'Two', poster_path: null, user_id: alice.id },
    ]);
  });

  it('updates and deletes with filters, returning rows', async () => {
    const updated = await alice.client
      .from('reviews')
      .update({ rating: 5, contains_spoilers: true })
      .eq('movie_id', 40)
      .select('rating, contains_spoilers, created_at, updated_at');
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(1);
    const row = updated.data?.[0] as { rating: number; created_at: string; updated_at: string };
    expect(row.rating).toBe(5);
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(row.created_at));
    const deleted = await alice.client.from('reviews').delete().eq('movie_id', 41).select('movie_id');
    expect(deleted.data).toEqual([{ movie_id: 41 }]);
    const gone = await alice.client.from('reviews').delete().eq('movie_id', 41);
    expect(gone.status).toBe(204);
  });

  it('upserts on a conflict target: merge or ignore duplicates', async () => {
    const first = await bob.client
      .from('watchlist')
      .upsert({ movie_id: 7, title: 'Seven' }, { onConflict: 'user_id,movie_id' })
      .select('title');
    expect(first.data).toEqual([{ title: 'Seven' }]);
    // user_id must be sent for the conflict target to match the existing row.
    const merged = await bob.client
      .from('watchlist')
      .upsert({ user_id: bob.id, movie_id: 7, title: 'Se7en' }, { onConflict: 'user_id,movie_id' })
      .select('title');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ title: 'Se7en' }]);
    const ignored = await bob.client
      .from('watchlist')
      .upsert({ user_id: bob.id, movie_id: 7, title: 'Ignored' }, { onConflict: 'user_id,movie_id', ignoreDuplicates: true })
      .select('title');
    expect(ignored.data).toEqual([]);
    const all = await bob.client.from('watchlist').select('title');
    expect(all.data).toEqual([{ title: 'Se7en' }]);
  });

  it('rolls back a mutation answered with 406', async () => {
    const result = await bob.client.from('reviews').update({ rating: 2 }).eq('user_id', bob.id).select().single();
    expect(result.error?.code).toBe('PGRST116');
    const after = await stack.anon().from('reviews').select('rating').eq('user_id', bob.id).order('movie_id');
    expect(after.data).toEqual([{ rating: 4 }, { rating: 1 }]);
  });
});

describe('claims', () => {
  it('carries claims with quotes safely into the session', async () => {
    const quoted = await stack.createUser({
      email: `o'brien-${Date.now()}@example.test`,
      metadata: { note: "it's; \\' drop table reviews; --" },
    });
    const { data, error } = await quoted.client.from('reviews').insert({ movie_id: 77, rating: 4 }).select('user_id').single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: quoted.id });
    const claims = await stack.stack.db.asRole({ role: 'authenticated', sub: quoted.id, note: "a'b\\c" }, (tx) =>
      tx.query<{ note: string }>(`select auth.jwt() ->> 'note' as note`),
    );
    expect(claims.rows[0]?.note).toBe("a'b\\c");
  });
});

describe('errors', () => {
  it('maps Postgres errors to PostgREST statuses and bodies', async () => {
    const duplicate = await alice.client.from('reviews').insert({ movie_id: 10, rating: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505', message: expect.stringContaining('reviews_one_per_user_and_movie') });
    // Postgres hides the key values of a table with row level security, as on hosted Supabase.
    expect(duplicate.error?.details).toBeNull();
    const check = await alice.client.from('reviews').insert({ movie_id: 50, rating: 6 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const badUuid = await stack.anon().from('reviews').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });

  it('reports unknown tables and columns without touching SQL', async () => {
    const table = await stack.anon().from('nope').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await stack.anon().from('reviews').select('id, nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column reviews.nope does not exist' });
    const injected = await rest('reviews?select=id%22%3Bdrop%20table%20reviews%3B--');
    expect(injected.status).toBe(400);
    const insertColumn = await alice.client.from('reviews').insert({ movie_id: 60, rating: 3, hacked: true });
    expect(insertColumn.error?.code).toBe('PGRST204');
    const filterOp = await rest('reviews?rating=between.1.3');
    expect(filterOp.status).toBe(400);
    expect(((await filterOp.json()) as { code: string }).code).toBe('PGRST100');
  });

  it('rejects expired and forged tokens with 401 PGRST301', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: alice.id }, stack.stack.config.jwtSecret, -10);
    const result = await stack.clientWithToken(expired).from('profiles').select('*');
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
    const forged = await signJwt({ role: 'service_role' }, 'a-different-secret-that-is-long-enough-1234', 60);
    const forgedResult = await stack.clientWithToken(forged).from('profiles').select('*');
    expect(forgedResult.status).toBe(401);
    expect(forgedResult.error?.code).toBe('PGRST301');
  });

  it('answers 406 for a schema other than public', async () => {
    const response = await rest('profiles', { headers: { 'accept-profile': 'auth' } });
    expect(response.status).toBe(406);
  });
});
