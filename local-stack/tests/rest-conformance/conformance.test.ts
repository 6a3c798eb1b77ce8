/**
 * PostgREST 12 conformance of `/rest/v1`, through supabase-js and raw HTTP where the client
 * cannot express a request. Each test names the PostgREST feature it proves; the list in
 * supabase/README.md ("PostgREST conformance") points here. Runs on PGlite, and on
 * PostgreSQL 15 when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { postgresAvailability, startTestStack, type Backend, type TestStack } from '../helpers/stack.ts';
import { createConformanceSchema, dropConformanceSchema } from './schema.ts';

interface ErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

function defineConformance(backend: Backend): void {
  let stack: TestStack;
  let db: SupabaseClient;

  /** A raw request with the service_role key (RLS plays no part in these tables). */
  function rest(path: string, init: RequestInit = {}): Promise<Response> {
    const key = stack.stack.config.serviceRoleKey;
    const headers = new Headers(init.headers);
    headers.set('apikey', key);
    headers.set('authorization', `Bearer ${key}`);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${stack.url}/rest/v1/${path}`, { ...init, headers });
  }

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    await createConformanceSchema(stack.stack.db);
    db = stack.service();
  });
  afterAll(async () => {
    if (stack) await dropConformanceSchema(stack.stack.db);
    await stack?.stop();
  });

  describe('upserts', () => {
    it('a body of only the conflict column updates the existing row and returns it (200)', async () => {
      const { data, error, status } = await db
        .from('conf_users')
        .upsert({ username: 'alice' }, { onConflict: 'username' })
        .select('id, username');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ id: 1, username: 'alice' }]);
    });

    it('merge-duplicates answers 200 when every row already existed, 201 when one is created', async () => {
      const merged = await rest('conf_users?select=id,bio', {
        method: 'POST',
        headers: { prefer: 'return=representation,resolution=merge-duplicates' },
        body: JSON.stringify({ id: 2, username: 'bob', bio: 'merged' }),
      });
      expect(merged.status).toBe(200);
      expect(merged.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
      expect(await merged.json()).toEqual([{ id: 2, bio: 'merged' }]);
      const created = await db.from('conf_users').upsert({ id: 30, username: 'upserted' }).select('id');
      expect(created.status).toBe(201);
      expect(created.data).toEqual([{ id: 30 }]);
    });

    it('ignore-duplicates leaves an existing row alone and answers 201, as PostgREST does', async () => {
      const { data, status } = await db
        .from('conf_users')
        .upsert({ id: 2, username: 'bob', bio: 'ignored' }, { ignoreDuplicates: true })
        .select('id');
      expect(status).toBe(201);
      expect(data).toEqual([]);
      const bob = await db.from('conf_users').select('bio').eq('id', 2).single();
      expect(bob.data).toEqual({ bio: 'merged' });
    });
  });

  describe('PUT', () => {
    it('creates or replaces the one row its primary key filters name', async () => {
      const created = await rest('conf_posts?id=eq.50&select=id,title', {
        method: 'PUT',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify({ id: 50, user_id: 3, title: 'Put', rank: 1 }),
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toEqual([{ id: 50, title: 'Put' }]);
      const replaced = await rest('conf_posts?id=eq.50', {
        method: 'PUT',
        body: JSON.stringify({ id: 50, user_id: 3, title: 'Put again', rank: 2 }),
      });
      expect(replaced.status).toBe(204);
      expect((await db.from('conf_posts').select('title').eq('id', 50).single()).data).toEqual({ title: 'Put again' });
      await db.from('conf_posts').delete().eq('id', 50);
    });

    it('answers 405 PGRST105 without primary key filters and 400 PGRST115 when the body disagrees', async () => {
      const unfiltered = await rest('conf_posts?title=eq.x', {
        method: 'PUT',
        body: JSON.stringify({ id: 51, user_id: 3, title: 'x', rank: 1 }),
      });
      expect(unfiltered.status).toBe(405);
      expect(((await unfiltered.json()) as ErrorBody).code).toBe('PGRST105');
      const mismatch = await rest('conf_posts?id=eq.51', {
        method: 'PUT',
        body: JSON.stringify({ id: 52, user_id: 3, title: 'x', rank: 1 }),
      });
      expect(mismatch.status).toBe(400);
      expect(((await mismatch.json()) as ErrorBody).code).toBe('PGRST115');
    });
  });

  describe('resource embedding', () => {
    it('a one-to-one relationship (the key is also the primary key) embeds an object or null', async () => {
      const { data, error } = await db.from('conf_users').select('username, conf_profiles(website)').in('id', [1, 3]).order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { username: 'alice', conf_profiles: { website: 'https://alice.example' } },
        { username: 'carol', conf_profiles: null },
      ]);
    });

    it('many-to-one embeds an object, one-to-many an array', async () => {
      const many = await db.from('conf_posts').select('title, conf_users(username)').eq('id', 4).single();
      expect(many.data).toEqual({ title: 'Bob post', conf_users: { username: 'bob' } });
      const one = await db.from('conf_users').select('username, conf_posts(id)').eq('id', 2).single();
      expect(one.data).toEqual({ username: 'bob', conf_posts: [{ id: 4 }] });
    });

    it('an embed without columns is left out of the body', async () => {
      const { data, error } = await db.from('conf_messages').select('message, conf_users!conf_messages_sender_fkey()').order('id');
      expect(error).toBeNull();
      expect(data).toEqual([{ message: 'hi' }, { message: 'yo' }, { message: 'hey' }]);
    });

    it('the same embed name twice answers 400 with 42712; aliases tell them apart', async () => {
      const twice = await rest('conf_messages?select=conf_users!conf_messages_sender_fkey(*),conf_users!conf_messages_receiver_fkey(*)');
      expect(twice.status).toBe(400);
      expect(((await twice.json()) as ErrorBody).code).toBe('42712');
      const { data } = await db
        .from('conf_messages')
        .select('message, sender:conf_users!conf_messages_sender_fkey(username), receiver:conf_users!conf_messages_receiver_fkey(username)')
        .eq('id', 1)
        .single();
      expect(data).toEqual({ message: 'hi', sender: { username: 'alice' }, receiver: { username: 'bob' } });
    });

    it('an ambiguous embed answers 300 PGRST201 with the candidate relationships in details', async () => {
      const response = await rest('conf_messages?select=*,conf_users(*)');
      expect(response.status).toBe(300);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe('PGRST201');
      expect(body.message).toBe("Could not embed because more than one relationship was found for 'conf_messages' and 'conf_users'");
      expect(body.details).toEqual([
        {
          cardinality: 'many-to-one',
          embedding: 'conf_messages with conf_users',
          relationship: 'conf_messages_receiver_fkey using conf_messages(receiver_id) and conf_users(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'conf_messages with conf_users',
          relationship: 'conf_messages_sender_fkey using conf_messages(sender_id) and conf_users(id)',
        },
      ]);
      expect(body.hint).toContain("'conf_users!conf_messages_sender_fkey'");
    });

    it('a self-referencing embed by the table name embeds the children; by the key column, the parent', async () => {
      const { data, error } = await db
        .from('conf_collections')
        .select('id, conf_collections(id, description), parent:parent_id(id)')
        .in('id', [1, 2, 4])
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          id: 1,
          conf_collections: [
            { id: 2, description: 'first child' },
            { id: 3, description: 'second child' },
          ],
          parent: null,
        },
        { id: 2, conf_collections: [{ id: 4, description: 'grandchild' }], parent: { id: 1 } },
        { id: 4, conf_collections: [], parent: { id: 2 } },
      ]);
    });

    it('the legacy count in an embed (posts(count)) counts the related rows, with aggregates off', async () => {
      const { data, error } = await db.from('conf_users').select('username, conf_posts(count)').lte('id', 3).order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { username: 'alice', conf_posts: [{ count: 3 }] },
        { username: 'bob', conf_posts: [{ count: 1 }] },
        { username: 'carol', conf_posts: [{ count: 0 }] },
      ]);
      const filtered = await rest('conf_users?select=username,posts:conf_posts(count)&id=eq.1&posts.rank=gte.2');
      expect(await filtered.json()).toEqual([{ username: 'alice', posts: [{ count: 2 }] }]);
    });

    it('a computed field (a function of the row) is selected, filtered and ordered like a column, in embeds too', async () => {
      const { data, error } = await db
        .from('conf_users')
        .select('id, conf_handle, conf_posts(title)')
        .in('conf_handle', ['@alice', '@bob'])
        .order('conf_handle', { ascending: false })
        .order('id', { referencedTable: 'conf_posts' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 2, conf_handle: '@bob', conf_posts: [{ title: 'Bob post' }] },
        { id: 1, conf_handle: '@alice', conf_posts: [{ title: 'First' }, { title: 'Second' }, { title: 'Third' }] },
      ]);
      const embedded = await db.from('conf_posts').select('id, author:conf_users(conf_handle)').eq('id', 4).single();
      expect(embedded.data).toEqual({ id: 4, author: { conf_handle: '@bob' } });
      const star = await db.from('conf_users').select('*').eq('id', 1).single();
      expect(Object.keys(star.data ?? {})).not.toContain('conf_handle');
    });

    it('embeds through views, with the relationships of the tables they show', async () => {
      const toView = await db.from('conf_posts').select('id, conf_active_users(username)').in('id', [1, 4]).order('id');
      expect(toView.error).toBeNull();
      expect(toView.data).toEqual([
        { id: 1, conf_active_users: { username: 'alice' } },
        { id: 4, conf_active_users: { username: 'bob' } },
      ]);
      const fromView = await db
        .from('conf_active_users')
        .select('username, conf_posts(id)')
        .order('id')
        .order('id', { referencedTable: 'conf_posts' });
      expect(fromView.data).toEqual([
        { username: 'alice', conf_posts: [{ id: 1 }, { id: 2 }, { id: 3 }] },
        { username: 'bob', conf_posts: [{ id: 4 }] },
      ]);
      const viewToView = await db.from('conf_ranked_posts').select('title, conf_users(username)').order('id');
      expect(viewToView.data).toEqual([
        { title: 'First', conf_users: { username: 'alice' } },
        { title: 'Third', conf_users: { username: 'alice' } },
        { title: 'Bob post', conf_users: { username: 'bob' } },
      ]);
    });

    it('an unknown relationship answers 400 PGRST200', async () => {
      const response = await rest('conf_posts?select=*,conf_messages(*)');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe('PGRST200');
    });

    it('embeds through a foreign key column or a foreign key name', async () => {
      const byColumn = await db.from('conf_messages').select('message, sender_id(username)').eq('id', 3).single();
      expect(byColumn.data).toEqual({ message: 'hey', sender_id: { username: 'alice' } });
      const byName = await db.from('conf_messages').select('message, to:conf_messages_receiver_fkey(username)').eq('id', 3).single();
      expect(byName.data).toEqual({ message: 'hey', to: { username: 'carol' } });
    });

    it('filters, orders and pages an embedded resource without dropping parent rows', async () => {
      const { data, error } = await db
        .from('conf_users')
        .select('username, conf_posts(title)')
        .in('id', [1, 3])
        .order('id')
        .order('rank', { referencedTable: 'conf_posts', ascending: false })
        .limit(2, { referencedTable: 'conf_posts' });
      expect(error).toBeNull();
      expect(data).toEqual([
        { username: 'alice', conf_posts: [{ title: 'First' }, { title: 'Third' }] },
        { username: 'carol', conf_posts: [] },
      ]);
      const offset = await rest(
        'conf_users?select=conf_posts(title)&id=eq.1&conf_posts.order=rank.asc&conf_posts.offset=1&conf_posts.limit=1',
      );
      expect(await offset.json()).toEqual([{ conf_posts: [{ title: 'Third' }] }]);
      const filtered = await db.from('conf_users').select('username, conf_posts(title)').eq('id', 1).eq('conf_posts.rank', 1).single();
      expect(filtered.data).toEqual({ username: 'alice', conf_posts: [{ title: 'Second' }] });
      const either = await rest('conf_users?select=conf_posts(title)&id=eq.1&conf_posts.or=(rank.eq.1,rank.eq.3)&conf_posts.order=id');
      expect(await either.json()).toEqual([{ conf_posts: [{ title: 'First' }, { title: 'Second' }] }]);
    });

    it('!inner keeps only parent rows with a matching related row; !left keeps them all', async () => {
      const inner = await db.from('conf_users').select('username, conf_posts!inner(title)').eq('conf_posts.title', 'Bob post');
      expect(inner.data).toEqual([{ username: 'bob', conf_posts: [{ title: 'Bob post' }] }]);
      const left = await db
        .from('conf_users')
        .select('username, conf_posts!left(title)')
        .eq('conf_posts.title', 'Bob post')
        .lte('id', 2)
        .order('id');
      expect(left.data).toEqual([
        { username: 'alice', conf_posts: [] },
        { username: 'bob', conf_posts: [{ title: 'Bob post' }] },
      ]);
    });

    it('an embed filters its parent with is.null / not.is.null on its name', async () => {
      const { data } = await db.from('conf_users').select('username, conf_profiles()').not('conf_profiles', 'is', null);
      expect(data).toEqual([{ username: 'alice' }]);
    });

    it('many-to-many through a junction table whose primary key holds both keys', async () => {
      const { data, error } = await db
        .from('conf_users')
        .select('username, conf_labels(name)')
        .eq('id', 1)
        .order('id', { referencedTable: 'conf_labels' })
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ username: 'alice', conf_labels: [{ name: 'critic' }, { name: 'moderator' }] });
      const inner = await db.from('conf_labels').select('name, conf_users!inner()').eq('conf_users.username', 'bob');
      expect(inner.data).toEqual([{ name: 'newcomer' }]);
    });

    it('a spread (...) lifts the columns of a to-one embed into the row; on to-many it answers 400 PGRST119', async () => {
      const { data, error } = await db.from('conf_posts').select('title, ...conf_users(author:username, bio)').eq('id', 4).single();
      expect(error).toBeNull();
      expect(data).toEqual({ title: 'Bob post', author: 'bob', bio: 'merged' });
      const toMany = await rest('conf_users?select=username,...conf_posts(title)');
      expect(toMany.status).toBe(400);
      expect(((await toMany.json()) as ErrorBody).code).toBe('PGRST119');
    });

    it('orders by a column of a to-one embed; a to-many one answers 400 PGRST118', async () => {
      const { data, error } = await db
        .from('conf_posts')
        .select('id, conf_users(username)')
        .in('id', [1, 4])
        .order('conf_users(username)', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 4, conf_users: { username: 'bob' } },
        { id: 1, conf_users: { username: 'alice' } },
      ]);
      const toMany = await rest('conf_users?select=username,conf_posts(title)&order=conf_posts(title)');
      expect(toMany.status).toBe(400);
      expect(((await toMany.json()) as ErrorBody).code).toBe('PGRST118');
    });

    it('a filter on a resource that is not embedded answers 400 PGRST108', async () => {
      const response = await rest('conf_users?select=username&conf_posts.rank=eq.1');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe('PGRST108');
    });
  });

  describe('functions as rpc', () => {
    it('POST with named arguments, defaults filled in', async () => {
      expect((await db.rpc('conf_add', { a: 2, b: 3 })).data).toBe(5);
      expect((await db.rpc('conf_add', { a: 2 })).data).toBe(3);
    });

    it('GET with arguments in the query string', async () => {
      const { data, error } = await db.rpc('conf_add', { a: 4, b: 5 }, { get: true });
      expect(error).toBeNull();
      expect(data).toBe(9);
    });

    it('unknown arguments answer 404 PGRST202', async () => {
      const { error, status } = await db.rpc('conf_add', { x: 1 });
      expect(status).toBe(404);
      expect(error?.code).toBe('PGRST202');
      expect(error?.message).toBe('Could not find the function public.conf_add(x) in the schema cache');
    });

    it('Prefer: params=single-object passes the whole body as the one json argument', async () => {
      const response = await rest('rpc/conf_echo', {
        method: 'POST',
        headers: { prefer: 'params=single-object' },
        body: JSON.stringify({ anything: [1, 2], nested: { ok: true } }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ anything: [1, 2], nested: { ok: true } });
    });

    it('rows a function returns are filtered, ordered and paged like a table', async () => {
      const { data, error } = await db
        .rpc('conf_users_tagged', { tag: 'film' })
        .select('username')
        .order('username', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ username: 'bob' }]);
      const filtered = await db.rpc('conf_users_tagged', { tag: 'film' }).select('username').eq('username', 'alice');
      expect(filtered.data).toEqual([{ username: 'alice' }]);
      const table = await db.rpc('conf_count_posts', { min_rank: 2 }).order('user_id');
      expect(table.data).toEqual([
        { user_id: 1, posts: 2 },
        { user_id: 2, posts: 1 },
      ]);
    });

    it('embeds related rows of a function returning a table type', async () => {
      const { data } = await db
        .rpc('conf_users_tagged', { tag: 'drama' })
        .select('username, conf_posts(id)')
        .order('id', { referencedTable: 'conf_posts' });
      expect(data).toEqual([{ username: 'alice', conf_posts: [{ id: 1 }, { id: 2 }, { id: 3 }] }]);
    });

    it('head and count=exact give the total in Content-Range', async () => {
      const { count, data, status } = await db.rpc('conf_users_tagged', { tag: 'film' }, { head: true, count: 'exact' });
      expect(status).toBe(200);
      expect(data).toBeNull();
      expect(count).toBe(2);
    });

    it('GET runs read-only: a function that writes answers 405 (25006); POST may write', async () => {
      const read = await db.rpc('conf_touch', { new_bio: 'from get' }, { get: true });
      expect(read.status).toBe(405);
      expect(read.error?.code).toBe('25006');
      const write = await db.rpc('conf_touch', { new_bio: 'from post' });
      expect(write.data).toBe(1);
    });

    it('a function returning void answers 204 with no body', async () => {
      const posted = await rest('rpc/conf_void', { method: 'POST', body: '{}' });
      expect(posted.status).toBe(204);
      expect(await posted.text()).toBe('');
      const read = await rest('rpc/conf_void');
      expect(read.status).toBe(204);
      const { data, error, status } = await db.rpc('conf_void');
      expect({ data, error, status }).toEqual({ data: null, error: null, status: 204 });
    });

    it('other methods answer 405 PGRST101', async () => {
      const response = await rest('rpc/conf_add', { method: 'PATCH', body: '{}' });
      expect(response.status).toBe(405);
      expect(((await response.json()) as ErrorBody).code).toBe('PGRST101');
    });
  });

  describe('preferences', () => {
    it('tx=rollback answers as usual and keeps nothing', async () => {
      const response = await rest('conf_posts?select=id,title', {
        method: 'POST',
        headers: { prefer: 'return=representation,tx=rollback' },
        body: JSON.stringify({ id: 99, user_id: 1, title: 'Never kept', rank: 0 }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('preference-applied')).toBe('tx=rollback');
      expect(await response.json()).toEqual([{ id: 99, title: 'Never kept' }]);
      const { data } = await db.from('conf_posts').select('id').eq('id', 99);
      expect(data).toEqual([]);
    });

    it('handling=strict refuses a preference it cannot honour with 400 PGRST122', async () => {
      const response = await rest('conf_users?select=id&id=eq.1', { headers: { prefer: 'handling=strict, unheard-of=1' } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe('PGRST122');
      expect(body.details).toBe('Invalid preferences: unheard-of=1');
      const lenient = await rest('conf_users?select=id&id=eq.1', { headers: { prefer: 'unheard-of=1' } });
      expect(lenient.status).toBe(200);
    });

    it('max-affected with handling=strict: PATCH, DELETE and rpc over the limit answer 400 PGRST124 and change nothing', async () => {
      const ranks = async () => (await db.from('conf_posts').select('id, rank').order('id')).data;
      const before = await ranks();
      // What supabase-js's maxAffected(n) sends.
      const strict = (n: number) => ({ prefer: `handling=strict,max-affected=${n},return=representation` });
      const patched = await rest('conf_posts?user_id=eq.1&select=id', {
        method: 'PATCH',
        headers: strict(2),
        body: JSON.stringify({ rank: 0 }),
      });
      expect(patched.status).toBe(400);
      expect(await patched.json()).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      });
      const deleted = await rest('conf_posts?user_id=eq.1', { method: 'DELETE', headers: { prefer: 'handling=strict,max-affected=1' } });
      expect(deleted.status).toBe(400);
      expect(((await deleted.json()) as ErrorBody).code).toBe('PGRST124');
      const called = await rest('rpc/conf_rank_posts?select=id', {
        method: 'POST',
        headers: strict(1),
        body: JSON.stringify({ new_rank: 0 }),
      });
      expect(called.status).toBe(400);
      expect(((await called.json()) as ErrorBody).code).toBe('PGRST124');
      expect(await ranks()).toEqual(before);
    });

    it('max-affected within the limit runs; without handling=strict it is ignored', async () => {
      const within = await rest('conf_posts?user_id=eq.1&select=id', {
        method: 'PATCH',
        headers: { prefer: 'handling=strict,max-affected=3,return=representation,tx=rollback' },
        body: JSON.stringify({ rank: 0 }),
      });
      expect(within.status).toBe(200);
      expect(await within.json()).toHaveLength(3);
      const lenient = await rest('conf_posts?user_id=eq.1', {
        method: 'PATCH',
        headers: { prefer: 'max-affected=1,tx=rollback' },
        body: JSON.stringify({ rank: 0 }),
      });
      expect(lenient.status).toBe(204);
    });

    it('count=planned answers 206 with the planner estimate in Content-Range', async () => {
      const response = await rest('conf_posts?select=id&limit=1', { headers: { prefer: 'count=planned' } });
      expect(response.status).toBe(206);
      const range = response.headers.get('content-range') ?? '';
      expect(range).toMatch(/^0-0\/\d+$/);
      expect(Number(range.split('/')[1])).toBeGreaterThan(0);
    });

    it('count=estimated is exact below max_rows', async () => {
      const { count, status } = await db.from('conf_posts').select('id', { count: 'estimated' }).limit(1);
      expect(status).toBe(206);
      expect(count).toBe(4);
    });

    it('missing=default fills keys a row leaves out with the column default', async () => {
      const { data, error } = await db
        .from('conf_users')
        .insert(
          [
            { id: 40, username: 'defaulted' },
            { id: 41, username: 'explicit', bio: 'given' },
          ],
          { defaultToNull: false },
        )
        .select('id, bio')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 40, bio: 'no bio yet' },
        { id: 41, bio: 'given' },
      ]);
    });

    it('a bulk upsert with missing=default sets the default for omitted columns and returns the rows in the order sent', async () => {
      const { data, error, status } = await db
        .from('conf_channels')
        .upsert([{ id: 1, slug: 'renamed' }, { slug: 'created' }, { id: 2 }], { defaultToNull: false })
        .select('id, slug, note')
        .rollback();
      expect(error).toBeNull();
      expect(status).toBe(201);
      // The columns are the keys of all the objects (id, slug): an object without one of them
      // sets it to the column's default, also on a row that existed; `note` is not written.
      expect(data).toEqual([
        { id: 1, slug: 'renamed', note: 'kept unless defaulted' },
        { id: 100, slug: 'created', note: 'none' },
        { id: 2, slug: null, note: 'kept unless defaulted' },
      ]);
    });

    it('return=minimal needs no SELECT policy; return=representation does (401 42501 for anon)', async () => {
      const minimal = await stack.anon().from('conf_drop_box').insert({ id: 1, note: 'write only' });
      expect(minimal.error).toBeNull();
      expect(minimal.status).toBe(201);
      const represented = await stack.anon().from('conf_drop_box').insert({ id: 2, note: 'read back' }).select();
      expect(represented.status).toBe(401);
      expect(represented.error?.code).toBe('42501');
    });

    it('columns= names the inserted columns; other keys are ignored', async () => {
      const response = await rest('conf_users?columns=id,username&select=id,bio', {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify([{ id: 42, username: 'columns', bio: 'ignored' }]),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([{ id: 42, bio: 'no bio yet' }]);
    });
  });

  describe('operators', () => {
    async function usernames(query: string): Promise<string[]> {
      const response = await rest(`conf_users?select=username&id=lte.3&order=id&${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { username: string }[]).map((row) => row.username);
    }

    it('like(any), ilike(any) and like(all)', async () => {
      expect(await usernames('username=like(any).{a*,b*}')).toEqual(['alice', 'bob']);
      expect(await usernames('username=ilike(any).{A*,C*}')).toEqual(['alice', 'carol']);
      expect(await usernames('username=like(all).{*a*,*l*}')).toEqual(['alice', 'carol']);
      const { data } = await db.from('conf_users').select('username').likeAnyOf('username', ['b%', 'c%']).lte('id', 3).order('id');
      expect(data).toEqual([{ username: 'bob' }, { username: 'carol' }]);
    });

    it('cs, cd and ov on arrays', async () => {
      const contains = await db.from('conf_users').select('username').contains('tags', ['drama']);
      expect(contains.data).toEqual([{ username: 'alice' }]);
      const containedBy = await db.from('conf_users').select('username').containedBy('tags', ['film']).lte('id', 3).order('id');
      expect(containedBy.data).toEqual([{ username: 'bob' }, { username: 'carol' }]);
      const overlaps = await db.from('conf_users').select('username').overlaps('tags', ['drama', 'comedy']);
      expect(overlaps.data).toEqual([{ username: 'alice' }]);
    });

    it('fts, plfts, phfts and wfts on a tsvector', async () => {
      expect(await usernames('doc=fts(english).quick%20%26%20fox')).toEqual(['alice']);
      expect(await usernames('doc=plfts(english).lazy%20dogs')).toEqual(['bob']);
      expect(await usernames('doc=phfts(english).brown%20fox')).toEqual(['alice']);
      expect(await usernames('doc=wfts(english).dogs%20-cats')).toEqual(['bob']);
      const { data } = await db.from('conf_users').select('username').textSearch('doc', 'sleeping', { config: 'english', type: 'plain' });
      expect(data).toEqual([{ username: 'bob' }]);
    });

    it('is.not_null, isdistinct, match and imatch', async () => {
      expect(await usernames('doc=is.not_null')).toEqual(['alice', 'bob']);
      expect(await usernames('username=isdistinct.bob')).toEqual(['alice', 'carol']);
      expect(await usernames('username=match.^[ab]')).toEqual(['alice', 'bob']);
      expect(await usernames('username=imatch.^C')).toEqual(['carol']);
    });

    it('an unknown operator answers 400 PGRST100', async () => {
      const response = await rest('conf_users?username=almost.bob');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe('PGRST100');
    });
  });

  describe('media types', () => {
    it('Accept nulls=stripped drops null keys', async () => {
      const response = await rest('conf_users?select=id,doc&id=eq.3', {
        headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: 3 }]);
    });
  });

  describe('JSON columns', () => {
    it('selects (named by the last key), filters and orders by JSON paths (->, ->>, array indexes)', async () => {
      const { data, error } = await db
        .from('conf_users')
        .select('username, theme:settings->theme->>name, settings->langs->0')
        .not('settings->theme', 'is', null)
        .order('settings->theme->>name', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { username: 'bob', theme: 'light', langs: 'de' },
        { username: 'alice', theme: 'dark', langs: 'en' },
      ]);
      const filtered = await db.from('conf_users').select('username').eq('settings->theme->>name', 'dark');
      expect(filtered.data).toEqual([{ username: 'alice' }]);
    });
  });

  describe('unsupported features answer PostgREST’s own errors', () => {
    it('media types other than JSON (CSV, GeoJSON, plans) answer 406 PGRST107', async () => {
      const csv = await db.from('conf_users').select('username').csv();
      expect(csv.status).toBe(406);
      expect(csv.error?.code).toBe('PGRST107');
    });

    it('aggregate functions answer 400 PGRST123 (db-aggregates-enabled is off, as on hosted Supabase by default)', async () => {
      const response = await rest('conf_posts?select=rank.sum()');
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe('PGRST123');
      const count = await rest('conf_posts?select=count()');
      expect(((await count.json()) as ErrorBody).code).toBe('PGRST123');
    });
  });
}

describe('PostgREST conformance on PGlite', () => {
  defineConformance('pglite');
});

if (!postgresAvailability.available) {
  console.log(`PostgREST conformance on PostgreSQL skipped: ${postgresAvailability.reason}`);
}
describe.runIf(postgresAvailability.available)('PostgREST conformance on PostgreSQL', () => {
  defineConformance('postgres');
});
