import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION, parseDeployment } from '@marquee/shared/federation';
import { buildRouteTable, moduleIdOf, navItemsOf, routeForPath } from './route-table';

const platform = `^${PLATFORM_VERSION}`;

function deployment(remotes: Record<string, object[]>) {
  return parseDeployment(
    Object.fromEntries(
      Object.entries(remotes).map(([name, routes]) => [name, { entry: `http://x/${name}/remoteEntry.js`, platform, routes }]),
    ),
    'http://x/',
  );
}

describe('route table built from the remotes’ declarations', () => {
  const table = buildRouteTable(
    deployment({
      mf_catalog: [
        { path: '/', module: 'HomePage', title: 'Discover', nav: { label: 'Discover', icon: 'home', order: 10 } },
        { path: '/popular', module: 'PopularPage', title: 'Popular movies' },
      ],
      mf_movie: [{ path: '/movie/:id', module: 'MovieDetailPage', title: 'Movie details' }],
      mf_account: [{ path: '/profile', module: 'ProfilePage', title: 'Your profile', guard: 'protected' }],
      mf_search: [
        { path: '/search', module: 'SearchPage', title: 'Search', nav: { label: 'Search', icon: 'search', order: 5 } },
        { path: '/popular', module: 'Hijack', title: 'Not yours' },
      ],
    }),
  );

  it('routes each path to the module of the remote that declared it', () => {
    expect(moduleIdOf(routeForPath(table.routes, '/movie/550')!)).toBe('mf_movie/MovieDetailPage');
    expect(moduleIdOf(routeForPath(table.routes, '/')!)).toBe('mf_catalog/HomePage');
    expect(routeForPath(table.routes, '/profile')?.guard).toBe('protected');
    expect(routeForPath(table.routes, '/nope')).toBeUndefined();
    expect(routeForPath(table.routes, '/movie/12/extra')).toBeUndefined();
  });

  it('keeps the first owner of a path and reports the conflict', () => {
    expect(moduleIdOf(routeForPath(table.routes, '/popular')!)).toBe('mf_catalog/PopularPage');
    expect(table.conflicts).toEqual(['/popular is declared by mf_catalog and mf_search; mf_catalog keeps it']);
  });

  it('builds the side navigation from nav entries, in their order', () => {
    expect(navItemsOf(table.routes).map((item) => [item.label, item.to])).toEqual([
      ['Search', '/search'],
      ['Discover', '/'],
    ]);
  });
});
