import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseReadUrl, resolveDatabaseRead } from './database-read';
import { startGuestReads } from './early-start';
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

describe('the early start reads the database for a guest', () => {
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
    startGuestReads([declared], { username: 'ada', slug: 'best-of' }, env);
    expect(fetchMock).toHaveBeenCalledWith(url, { headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' } });
    expect(pageHandOver().earlyReads.has(url)).toBe(true);
  });

  it('not for a visitor with a stored session (their rights are not a guest’s), nor without the parameters', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('null')));
    vi.stubGlobal('fetch', fetchMock);
    startGuestReads([declared], { username: 'ada' }, env);
    localStorage.setItem('sb-db-auth-token', '{}');
    startGuestReads([declared], { username: 'ada', slug: 'best-of' }, env);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
