/**
 * delete-account on the local stack: the caller's own token and username delete the auth user,
 * and with it (by cascade) the profile, reviews, likes both ways, favorites, watchlist, lists and their films; the
 * avatar files go through the storage API; the e-mail can sign up again. Bad calls delete nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { MAX_BODY_BYTES, MESSAGES, USER_RATE_LIMIT } from '../functions/delete-account/handler.ts';
import { startTestStack, type TestStack } from '@marquee/local-stack/testing';
import { authClient } from '@marquee/local-stack/testing/auth-clients';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

interface Account {
  id: string;
  email: string;
  password: string;
  username: string;
  token: string;
  client: SupabaseClient;
}

/** A confirmed account signed in through the auth service, as in the app. */
async function account(): Promise<Account> {
  const email = `delete-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const created = await stack.service().auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = authClient(stack);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  const profile = await stack
    .service()
    .from('profiles')
    .select('username')
    .eq('user_id', created.data.user.id)
    .single<{ username: string }>();
  if (profile.error) throw profile.error;
  return { id: created.data.user.id, email, password, username: profile.data.username, token: signedIn.data.session.access_token, client };
}

function call(token: string | null, init: { method?: string; body?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: stack.stack.config.anonKey, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${stack.url}/functions/v1/delete-account`, { method: init.method ?? 'POST', headers, body: init.body });
}

async function count(
  table: 'profiles' | 'reviews' | 'favorites' | 'watchlist' | 'review_likes' | 'diary_entries' | 'watched_films' | 'lists' | 'list_items',
  column: string,
  value: string,
): Promise<number> {
  const { count: rows, error } = await stack.service().from(table).select('*', { count: 'exact', head: true }).eq(column, value);
  if (error) throw error;
  return rows ?? -1;
}

async function avatarNames(userId: string): Promise<string[]> {
  const { data, error } = await stack.service().storage.from('avatars').list(userId);
  if (error) throw error;
  return data.map((object) => object.name);
}

const movie = { title: 'Heat', poster_path: null, release_date: '1995-12-15', vote_average: 7.9 };

describe('delete-account', () => {
  it('deletes the account and everything it owns, and the e-mail signs up again', async () => {
    const user = await account();
    const other = await account();
    const own = await user.client
      .from('reviews')
      .insert({ user_id: user.id, movie_id: 11, rating: 4, review_text: null })
      .select('id')
      .single<{ id: string }>();
    const theirs = await other.client
      .from('reviews')
      .insert({ user_id: other.id, movie_id: 11, rating: 2, review_text: null })
      .select('id')
      .single<{ id: string }>();
    expect(own.error).toBeNull();
    expect(theirs.error).toBeNull();
    expect((await user.client.from('review_likes').insert({ review_id: theirs.data?.id, user_id: user.id })).error).toBeNull();
    expect((await other.client.from('review_likes').insert({ review_id: own.data?.id, user_id: other.id })).error).toBeNull();
    expect((await user.client.from('favorites').insert({ user_id: user.id, movie_id: 11, ...movie })).error).toBeNull();
    expect((await user.client.from('watchlist').insert({ user_id: user.id, movie_id: 12, ...movie })).error).toBeNull();
    const entry = { tmdb_id: 11, title: movie.title, release_date: movie.release_date, watched_on: '2024-02-03', review_id: own.data?.id };
    expect((await user.client.from('diary_entries').insert(entry)).error).toBeNull();
    expect((await user.client.from('watched_films').insert({ tmdb_id: 13, title: 'Ronin' })).error).toBeNull();
    expect(await count('watched_films', 'user_id', user.id)).toBe(2);
    expect((await user.client.storage.from('avatars').upload(`${user.id}/avatar.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect(await avatarNames(user.id)).toEqual(['avatar.png']);
    const list = await user.client.from('lists').insert({ name: 'Best of 1995', is_public: false }).select('id').single<{ id: string }>();
    expect((await user.client.rpc('save_list_items', { list_id: list.data!.id, tmdb_ids: [11, 12] })).error).toBeNull();
    const kept = await other.client.from('lists').insert({ name: 'Theirs' }).select('id').single<{ id: string }>();
    expect((await other.client.rpc('save_list_items', { list_id: kept.data!.id, tmdb_ids: [11] })).error).toBeNull();

    const response = await call(user.token, { body: JSON.stringify({ username: user.username }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { deleted: user.id } });

    expect((await stack.service().auth.admin.getUserById(user.id)).error?.status).toBe(404);
    expect(await count('profiles', 'user_id', user.id)).toBe(0);
    expect(await count('reviews', 'user_id', user.id)).toBe(0);
    expect(await count('favorites', 'user_id', user.id)).toBe(0);
    expect(await count('watchlist', 'user_id', user.id)).toBe(0);
    expect(await count('review_likes', 'user_id', user.id)).toBe(0);
    expect(await count('diary_entries', 'user_id', user.id)).toBe(0);
    expect(await count('watched_films', 'user_id', user.id)).toBe(0);
    expect(await count('review_likes', 'user_id', other.id)).toBe(0);
    expect(await avatarNames(user.id)).toEqual([]);
    expect(await count('lists', 'user_id', user.id)).toBe(0);
    expect(await count('list_items', 'list_id', list.data!.id)).toBe(0);
    // The other user's own data stays.
    expect(await count('list_items', 'list_id', kept.data!.id)).toBe(1);
    expect(await count('reviews', 'user_id', other.id)).toBe(1);
    expect(await count('profiles', 'user_id', other.id)).toBe(1);

    const signIn = await authClient(stack).auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error?.message).toBe('Invalid login credentials');
    const again = await authClient(stack).auth.signUp({ email: user.email, password: 'another long password' });
    expect(again.error).toBeNull();
    expect(again.data.user?.email).toBe(user.email);
    expect(again.data.user?.id).not.toBe(user.id);
  });

  it('removes every file under the member’s folder, subfolders too, and the old token uploads nothing after', async () => {
    const user = await account();
    const other = await account();
    const keys = [`${user.id}/avatar.png`, `${user.id}/sub/x.png`, `${user.id}/sub/deeper/y.png`, `${user.id}/other/z.png`];
    for (const key of keys) {
      expect((await user.client.storage.from('avatars').upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
    }
    expect(
      (await other.client.storage.from('avatars').upload(`${other.id}/sub/keep.png`, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();

    const response = await call(user.token, { body: JSON.stringify({ username: user.username }) });
    expect(response.status).toBe(200);

    const left = await stack.stack.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'avatars' and name like $1 order by name`,
      [`${user.id}/%`],
    );
    expect(left.rows).toEqual([]);
    const publicUrl = stack.anon().storage.from('avatars').getPublicUrl(`${user.id}/sub/x.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);

    // The access token is still signed and unexpired, but its account is gone.
    const upload = await stack
      .clientWithToken(user.token)
      .storage.from('avatars')
      .upload(`${user.id}/sub/again.png`, PNG, { contentType: 'image/png' });
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    const after = await stack.stack.db.query(`select 1 from storage.objects where name like $1`, [`${user.id}/%`]);
    expect(after.rows).toEqual([]);
    // The other member's files stay.
    expect(await avatarNames(`${other.id}/sub`)).toEqual(['keep.png']);
  });

  it('refuses a username that is not the caller’s, and deletes nothing', async () => {
    const user = await account();
    const other = await account();
    const response = await call(user.token, { body: JSON.stringify({ username: other.username }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: MESSAGES.mismatch });
    expect(await count('profiles', 'user_id', user.id)).toBe(1);
    expect(await count('profiles', 'user_id', other.id)).toBe(1);
  });

  it('refuses calls without the user’s own token: none, the anon key, a signed-out session', async () => {
    const user = await account();
    const body = JSON.stringify({ username: user.username });
    expect((await call(null, { body })).status).toBe(401);
    const anon = await call(stack.stack.config.anonKey, { body });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ success: false, error: MESSAGES.unauthorized });
    await user.client.auth.signOut();
    expect((await call(user.token, { body })).status).toBe(401);
    expect(await count('profiles', 'user_id', user.id)).toBe(1);
  });

  it('bounds the method, the body and the rate', async () => {
    const user = await account();
    expect((await call(user.token, { method: 'GET' })).status).toBe(405);
    expect((await call(user.token, { method: 'DELETE' })).status).toBe(405);
    expect((await call(user.token, { body: JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES) }) })).status).toBe(413);
    expect((await call(user.token, { body: 'not json' })).status).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= USER_RATE_LIMIT.requests; attempt += 1) {
      statuses.push((await call(user.token, { body: JSON.stringify({ username: 'someone_else' }) })).status);
    }
    // The 'not json' call above counted as the first attempt.
    expect(statuses.filter((status) => status === 429).length).toBe(2);
    expect(await count('profiles', 'user_id', user.id)).toBe(1);
  });
});
