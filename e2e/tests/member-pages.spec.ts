/**
 * A member's pages on a first load: a public watchlist shows its films on /u/{username}, and the
 * member pages read their data without a chain of requests (the public profile in one backend
 * request; a list's card data from TMDb asked by the first script, with the page's code). Their
 * timings are measured, not asserted here: what is asserted is which requests are made, and in
 * which order.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAndSignIn } from '../support/accounts';
import { proxyRequestsOf } from '../support/tmdb-requests';

/** Avatar and Inception in the offline catalog (stable ids). */
const FILMS = [
  { movie_id: 23813862, title: 'Avatar', poster_path: '/poster-23813862.svg' },
  { movie_id: 65866081, title: 'Inception', poster_path: '/poster-65866081.svg' },
];

interface RestAccess {
  origin: string;
  headers: Record<string, string>;
}

/** Where the page's supabase-js sends REST calls and its headers (apikey, the member's token). */
async function restAccess(page: Page): Promise<RestAccess> {
  const request = page.waitForRequest((r) => r.url().includes('/rest/v1/') && r.headers()['authorization']?.startsWith('Bearer ') === true);
  await page.reload();
  const headers = await (await request).allHeaders();
  return {
    origin: new URL((await request).url()).origin,
    headers: { apikey: headers['apikey'] ?? '', authorization: headers['authorization'] ?? '', 'content-type': 'application/json' },
  };
}

async function restWrite(page: Page, { origin, headers }: RestAccess, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(`${origin}/rest/v1/${path}`, { method, headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A member with a review of Avatar, Avatar in their favorites and both films on their watchlist, both lists public. */
async function memberWithPublicLists(page: Page): Promise<{ username: string; access: RestAccess }> {
  const account = await registerAndSignIn(page, 'lists');
  const access = await restAccess(page);
  await restWrite(page, access, 'POST', 'reviews', { movie_id: FILMS[0]!.movie_id, rating: 4 });
  await restWrite(page, access, 'POST', 'favorites', FILMS[0]);
  await restWrite(page, access, 'POST', 'watchlist', FILMS);
  await restWrite(page, access, 'PATCH', `profiles?username=eq.${account.username}`, { favorites_public: true, watchlist_public: true });
  return { username: account.username, access };
}

/** Every request the page makes to the backend, in the order it makes them. */
function recordBackendRequests(page: Page, origin: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/rest/v1/`) || request.url().startsWith(`${origin}/functions/v1/tmdb-proxy?`))
      seen.push(request);
  });
  return seen;
}

const restPath = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;

test.describe("a member's pages", { tag: ['@shell', '@mf_account'] }, () => {
  test('a public watchlist shows its films on /u/{username}, to a guest as to its owner', async ({ page, browser }) => {
    const { username } = await memberWithPublicLists(page);
    const guest = await (await browser.newContext()).newPage();
    for (const visitor of [guest, page]) {
      await visitor.goto(`/u/${username}`);
      const watchlist = visitor.getByRole('region', { name: 'Watchlist' });
      await expect(watchlist.getByTestId('movie-card')).toHaveCount(2);
      await expect(watchlist.getByRole('link', { name: /Inception/ })).toHaveAttribute('href', `/movie/${FILMS[1]!.movie_id}`);
      await expect(watchlist.getByRole('link', { name: /Avatar/ })).toBeVisible();
      await expect(visitor.getByTestId('public-count-watchlist')).toContainText('2');
    }
  });

  test('/u/{username} reads the member in one backend request, and the cards’ TMDb data with the page’s code', async ({
    page,
    browser,
  }) => {
    const { username, access } = await memberWithPublicLists(page);
    const guest = await (await browser.newContext()).newPage();
    const requests = recordBackendRequests(guest, access.origin);
    await guest.goto(`/u/${username}`);
    await expect(guest.getByRole('region', { name: 'Favorites' }).getByTestId('movie-card')).toHaveCount(1);
    await expect(guest.getByRole('list', { name: 'Reviews' }).getByRole('link', { name: 'Avatar' })).toBeVisible();

    expect(requests.filter((request) => request.url().includes('/rest/v1/')).map(restPath)).toEqual([
      'POST /rest/v1/rpc/public_profile_page',
    ]);
    // Where images live and the genres' names: asked in the first script's batch, before the member is.
    const asked = requests.map((request) => proxyRequestsOf(request).map((body) => body.path));
    const batch = asked.findIndex((paths) => paths.includes('/configuration') && paths.includes('/genre/movie/list'));
    const profile = requests.findIndex((request) => request.url().includes('/rest/v1/rpc/public_profile_page'));
    expect(batch).toBeGreaterThanOrEqual(0);
    expect(batch).toBeLessThan(profile);
    expect(asked.flat().filter((path) => path === '/configuration')).toHaveLength(1);
  });

  for (const list of ['favorites', 'watchlist'] as const) {
    test(`/${list} on a first load: the cards' TMDb data come with the page's code, before the rows, and once`, async ({ page }) => {
      const { access } = await memberWithPublicLists(page);
      const fresh = await page.context().newPage();
      const requests = recordBackendRequests(fresh, access.origin);
      await fresh.goto(`/${list}`);
      await expect(
        fresh.getByRole('list', { name: list === 'favorites' ? 'Favorites' : 'Watchlist' }).getByTestId('movie-list-card'),
      ).toHaveCount(list === 'favorites' ? 1 : 2);
      const asked = requests.map((request) => proxyRequestsOf(request).map((body) => body.path));
      const batch = asked.findIndex((paths) => paths.includes('/configuration') && paths.includes('/genre/movie/list'));
      const rows = requests.findIndex((request) => new URL(request.url()).pathname === `/rest/v1/${list}`);
      expect(batch).toBeGreaterThanOrEqual(0);
      expect(batch).toBeLessThan(rows);
      expect(asked.flat().filter((path) => path === '/configuration')).toHaveLength(1);
      expect(asked.flat().filter((path) => path === '/genre/movie/list')).toHaveLength(1);
    });
  }
});
