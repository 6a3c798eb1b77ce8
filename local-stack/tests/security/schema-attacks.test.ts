/**
 * The schema holds against the data attacks through supabase-js, on PGlite and (with
 * DATABASE_URL) on PostgreSQL: a user cannot delete their profile (which cascaded to all their
 * reviews), cannot date a review in 2099 to pin it first in "newest", and cannot store a
 * script or tracking URL as their avatar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailability, startTestStack, type Backend, type TestStack } from '../helpers/stack.ts';

function defineAttacks(backend: Backend): void {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function count(table: 'profiles' | 'reviews', userId: string): Promise<number> {
    const { count: n, error } = await stack.service().from(table).select('*', { count: 'exact', head: true }).eq('user_id', userId);
    expect(error).toBeNull();
    return n ?? 0;
  }

  it('a user deleting their own profile (filtered or not) removes neither it nor their reviews', async () => {
    const victim = await stack.createUser();
    expect(
      (
        await victim.client.from('reviews').insert([
          { movie_id: 11, rating: 5 },
          { movie_id: 12, rating: 4 },
        ])
      ).error,
    ).toBeNull();
    const filtered = await victim.client.from('profiles').delete().eq('user_id', victim.id).select();
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([]);
    // Unfiltered, as the issue reproduced it: refused outright or affecting nothing, never a cascade.
    await fetch(`${stack.url}/rest/v1/profiles`, {
      method: 'DELETE',
      headers: { apikey: stack.stack.config.anonKey, authorization: `Bearer ${victim.accessToken}` },
    });
    expect(await count('profiles', victim.id)).toBe(1);
    expect(await count('reviews', victim.id)).toBe(2);
  });

  it('a review dated 2099 does not stay pinned first in "newest"', async () => {
    const movieId = 4000 + Math.floor(Math.random() * 1000);
    const attacker = await stack.createUser();
    const honest = await stack.createUser();
    const planted = await attacker.client
      .from('reviews')
      .insert({ movie_id: movieId, rating: 5, created_at: '2099-12-31T23:59:59Z' })
      .select('created_at')
      .single();
    expect(planted.error).toBeNull();
    expect(planted.data?.created_at.startsWith('2099')).toBe(false);
    // Moving it later by update does not work either.
    await attacker.client.from('reviews').update({ created_at: '2099-12-31T23:59:59Z' }).eq('movie_id', movieId).eq('user_id', attacker.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await honest.client.from('reviews').insert({ movie_id: movieId, rating: 3 })).error).toBeNull();
    const { data } = await stack
      .anon()
      .from('reviews')
      .select('user_id, created_at')
      .eq('movie_id', movieId)
      .order('created_at', { ascending: false });
    expect(data?.map((r) => r.user_id)).toEqual([honest.id, attacker.id]);
  });

  it("avatar_url refuses javascript:, data: and foreign URLs, and keeps the owner's own storage URL", async () => {
    const user = await stack.createUser();
    const update = (avatar_url: string) => user.client.from('profiles').update({ avatar_url }).eq('user_id', user.id);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://tracker.example/p.gif?u=1',
      ' https://tracker.example/',
    ]) {
      const { error } = await update(url);
      expect(error?.code, url).toBe('23514');
    }
    const own = stack.anon().storage.from('avatars').getPublicUrl(`${user.id}/avatar.png`).data.publicUrl;
    expect((await update(`${own}?v=1732330000000`)).error).toBeNull();
  });
}

describe('schema attacks on PGlite', () => {
  defineAttacks('pglite');
});

describe.runIf(postgresAvailability.available)('schema attacks on PostgreSQL', () => {
  defineAttacks('postgres');
});
