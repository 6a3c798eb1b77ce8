import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildPath, type PathParams } from './build-path';
import { paths } from './paths';

describe('buildPath', () => {
  it('fills parameters, encoded', () => {
    expect(buildPath(paths.movie, { id: 550 })).toBe('/movie/550');
    expect(buildPath('/u/:username', { username: 'a b/c' })).toBe('/u/a%20b%2Fc');
  });

  it('drops an optional parameter that is not given', () => {
    expect(buildPath(paths.writeReview, {})).toBe('/write-review');
    expect(buildPath(paths.writeReview, { movieId: 7 })).toBe('/write-review/7');
  });

  it('appends the non-empty search parameters', () => {
    expect(buildPath(paths.search, undefined, { q: 'star wars', page: undefined, year: '' })).toBe('/search?q=star%20wars');
    expect(buildPath(paths.home)).toBe('/');
  });

  it('refuses a missing required parameter at run time as the types do at build time', () => {
    expect(() => buildPath(paths.movie, {} as PathParams<typeof paths.movie>)).toThrow('needs the parameter "id"');
  });

  it('derives the parameter types from the pattern', () => {
    expectTypeOf<PathParams<'/movie/:id'>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<PathParams<'/write-review/:movieId?'>>().toEqualTypeOf<{ movieId?: string | number }>();
    expectTypeOf<PathParams<'/a/:x/b/:y'>>().toEqualTypeOf<{ x: string | number; y: string | number }>();
  });
});
