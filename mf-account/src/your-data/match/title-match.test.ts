import { describe, expect, it } from 'vitest';
import { normalizeTitle, pickMatch, titleSimilarity } from './title-match';

const movie = (id: number, title: string, release_date: string) => ({ id, title, release_date });

describe('normalizeTitle', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeTitle('Léon: The Professional')).toBe('leon the professional');
    expect(normalizeTitle('WALL·E')).toBe(normalizeTitle('Wall-E'));
    expect(normalizeTitle("Schindler's List")).toBe('schindlers list');
    expect(normalizeTitle('Fast & Furious')).toBe('fast and furious');
  });

  it('rates the same title 1 and different titles lower', () => {
    expect(titleSimilarity('Amélie', 'Amelie')).toBe(1);
    expect(titleSimilarity('Alien', 'Aliens')).toBeLessThan(1);
    expect(titleSimilarity('Alien', 'Jaws')).toBeLessThan(0.5);
  });
});

describe('pickMatch', () => {
  const results = [movie(1, 'Aliens', '1986-07-18'), movie(2, 'Alien', '1979-05-25'), movie(3, 'Alien', '2019-01-01')];

  it('takes the exact year first', () => {
    expect(pickMatch(results, 'Alien', 1979)?.id).toBe(2);
    expect(pickMatch(results, 'Alien', 2019)?.id).toBe(3);
  });

  it('accepts a year either side when no result has the exact year, never two', () => {
    expect(pickMatch([movie(7, 'Casablanca', '1941-11-26')], 'Casablanca', 1942)?.id).toBe(7);
    expect(pickMatch([movie(7, 'Casablanca', '1941-11-26')], 'Casablanca', 1943)).toBeNull();
  });

  it('lets the closest title win within a year', () => {
    expect(pickMatch([movie(1, 'Heat Wave', '1995-01-01'), movie(2, 'Heat', '1995-12-15')], 'Heat', 1995)?.id).toBe(2);
  });

  it('finds no match when no title is close', () => {
    expect(pickMatch([movie(1, 'Paddington', '2014-11-28')], 'Paddington 2', 2017)).toBeNull();
    expect(pickMatch([movie(1, 'The Matrix Reloaded', '2003-05-15')], 'The Matrix', 2003)).toBeNull();
    expect(pickMatch([], 'Anything', null)).toBeNull();
  });

  it('ignores the year when the export has none', () => {
    expect(pickMatch(results, 'Alien', null)?.id).toBe(2);
  });
});

describe('match by search', () => {
  it('uses the original title too', () => {
    expect(
      pickMatch(
        [{ id: 9, title: 'Spirited Away', original_title: '千と千尋の神隠し', release_date: '2001-07-20' }],
        '千と千尋の神隠し',
        2001,
      )?.id,
    ).toBe(9);
  });
});
