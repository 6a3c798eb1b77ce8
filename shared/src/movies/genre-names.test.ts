import { describe, expect, it } from 'vitest';
import { genreNamesFor } from './genre-names';

const genres = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
  { id: 3, name: 'C' },
];

describe('genreNamesFor', () => {
  it('keeps the movie order, skips unknown ids, caps at max', () => {
    expect(genreNamesFor([3, 9, 1, 2], genres)).toEqual(['C', 'A']);
    expect(genreNamesFor([3, 1, 2], genres, 3)).toEqual(['C', 'A', 'B']);
    expect(genreNamesFor(undefined, genres)).toEqual([]);
    expect(genreNamesFor([1], undefined)).toEqual([]);
  });
});
