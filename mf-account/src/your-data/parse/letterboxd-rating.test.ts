import { describe, expect, it } from 'vitest';
import { letterboxdStarsFrom, letterboxdStarsFromTen, starsLabel, wholeStarsFrom, wholeStarsFromTen } from './letterboxd-rating';

describe('wholeStarsFrom', () => {
  it('rounds half stars up to whole stars', () => {
    expect(['0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'].map(wholeStarsFrom)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('reads no rating from empty, out-of-range or non-numeric values', () => {
    expect([undefined, '', ' ', '0', '5.5', '-1', 'four'].map(wholeStarsFrom)).toEqual([null, null, null, null, null, null, null]);
  });

  it('reads Rating10 as half of it', () => {
    expect(['1', '7', '10', '11'].map(wholeStarsFromTen)).toEqual([1, 4, 5, null]);
  });
});

describe('letterboxdStarsFrom and starsLabel', () => {
  it('keeps the half star Letterboxd gave, to show next to what Marquee stores', () => {
    expect(['0.5', '3.5', '4', '5'].map(letterboxdStarsFrom)).toEqual([0.5, 3.5, 4, 5]);
    expect(letterboxdStarsFromTen('7')).toBe(3.5);
    expect([0.5, 3.5, 4].map(starsLabel)).toEqual(['½★', '3½★', '4★']);
  });
});
