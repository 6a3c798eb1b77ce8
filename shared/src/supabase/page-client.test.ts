/**
 * The page's client loads on demand. Remotes built against platform 1.3 or older still call
 * `getSupabase().functions.invoke` (their bundled TMDb client) before it has loaded.
 */
import { describe, expect, it } from 'vitest';
import { getSupabase, loadSupabase } from './page-client';

describe("the page's Supabase client", () => {
  it('answers functions.invoke before supabase-js has loaded, by waiting for it; anything else asks to load first', async () => {
    const early = getSupabase();
    expect(() => early.from('profiles')).toThrow(/has not loaded yet \(reading from\)/);
    const { data, error } = await early.functions.invoke('tmdb-proxy', { body: { path: '/configuration', params: {} } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, data: { images: expect.any(Object) } });
  });

  it('is one client, loaded once, and what getSupabase() gives from then on', async () => {
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(first).toBe(second);
    expect(getSupabase()).toBe(first);
    const { error } = await first.from('profiles').select('user_id').limit(1);
    expect(error).toBeNull();
  });
});
