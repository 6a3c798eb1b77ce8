import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseReadUrl, resolveDatabaseRead } from './database-read';
import { startFirstReads } from './early-start';
import { pageHandOver } from './hand-over';
import { pageForPath } from './page-of-path';

const declared = { rpc: 'list_page', args: { owner_username: ':username', list_slug: ':slug' } };

describe("a page's first read of the database", () => {
  it("fills the route's parameters into its arguments, and refuses a malformed or incomplete one", () => {
    expect(resolveDatabaseRead(declared, { username: 'ada', slug: 'best-of' })).toEqual({
      rpc: 'list_page',
      args: { owner_username: 'ada', list_slug: 'best-of' },
    });
    expect(resolveDatabaseRead(declared, { username: 'ada' })).toBeNull();
    expect(resolveDatabaseRead({ rpc: 'list_page; drop', args: {} }, {})).toBeNull();
    expect(resolveDatabaseRead({ rpc: 'list_page', args: { 'a b': 'x' } }, {})).toBeNull();
    expect(resolveDatabaseRead('list_page', {})).toBeNull();
  });

  it("is addressed as PostgREST's GET of the function, its arguments in a fixed order and encoded", () => {
    const read = { rpc: 'list_page', args: { owner_username: 'a&b', list_slug: 'c d' } };
    expect(databaseReadUrl('http://127.0.0.1:54321/', read)).toBe(
      'http://127.0.0.1:54321/rest/v1/rpc/list_page?list_slug=c+d&owner_username=a%26b',
    );
    expect(databaseReadUrl('http://x', { rpc: 'list_page', args: { list_slug: 'c d', owner_username: 'a&b' } })).toBe(
      databaseReadUrl('http://x', read),
    );
  });

  it('travels in the deployment map with its route', () => {
    const map = { mf_journal: { routes: [{ path: '/u/:username/list/:slug', module: 'PublicListPage', reads: [declared] }] } };
    expect(pageForPath(map, '/u/ada/list/best-of')).toMatchObject({ reads: [declared], params: { username: 'ada', slug: 'best-of' } });
  });
});

describe("the early start reads the database, as the stored session's member or as a guest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    pageHandOver().earlyReads.clear();
  });

  const env = { supabaseUrl: 'http://db.test', supabaseAnonKey: 'anon-key' };
  const url = 'http://db.test/rest/v1/rpc/list_page?list_slug=best-of&owner_username=ada';

  it('with the anonymous key, handing the answer over by its URL for the page to take', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('null')));
    vi.stubGlobal('fetch', fetchMock);
    startFirstReads([declared], { username: 'ada', slug: 'best-of' }, env);
    expect(fetchMock).toHaveBeenCalledWith(url, { headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } });
    expect(pageHandOver().earlyReads.has(url)).toBe(true);
  });

  it("as the stored session's member while its token is good, `:member` their id", () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetchMock);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      'sb-db-auth-token',
      JSON.stringify({ access_token: 'member-token', refresh_token: 'r', expires_at: expiresAt, user: { id: 'u-1' } }),
    );
    startFirstReads([{ rpc: 'diary_page', args: { diary_user: ':member', page_offset: 0, page_size: 50 } }], {}, env);
    expect(fetchMock).toHaveBeenCalledWith('http://db.test/rest/v1/rpc/diary_page?diary_user=u-1&page_offset=0&page_size=50', {
      headers: { apikey: 'anon-key', Authorization: 'Bearer member-token' },
    });
  });

  it('not with a stored session that may have expired (the client refreshes it first), nor without the parameters', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('null')));
    vi.stubGlobal('fetch', fetchMock);
    startFirstReads([declared], { username: 'ada' }, env);
    startFirstReads([{ rpc: 'diary_page', args: { diary_user: ':member' } }], {}, env);
    const expired = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem(
      'sb-db-auth-token',
      JSON.stringify({ access_token: 'old', refresh_token: 'r', expires_at: expired, user: { id: 'u-1' } }),
    );
    startFirstReads([declared], { username: 'ada', slug: 'best-of' }, env);
    localStorage.setItem('sb-db-auth-token', '{}');
    startFirstReads([declared], { username: 'ada', slug: 'best-of' }, env);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
