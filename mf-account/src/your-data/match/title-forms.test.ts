import { describe, expect, it } from 'vitest';
import { canonicalTitle, searchVariants, titleParts } from './title-forms';
import { pickMatch } from './title-match';

const movie = (id: number, title: string, release_date: string, original_title = title) => ({ id, title, original_title, release_date });

describe('canonicalTitle', () => {
  it('writes the same title alike however it is spelled', () => {
    const same = [
      ['Kill Bill: Vol. 1', 'Kill Bill: Volume 1'],
      ['Naked Gun 33⅓: The Final Insult', 'Naked Gun 33 1/3: The Final Insult'],
      ['10 Things I Hate About You', 'Ten Things I Hate About You'],
      ['Star Wars: Episode IV – A New Hope', 'Star Wars Ep. 4: A New Hope'],
      ['Romeo + Juliet', 'Romeo+Juliet'],
      ['Fast & Furious', 'Fast and Furious'],
      ['Léon', 'Leon'],
      ['King Kong (1933)', 'King Kong'],
      ['Rocky II', 'Rocky 2'],
    ];
    for (const [left, right] of same) expect(canonicalTitle(left as string)).toBe(canonicalTitle(right as string));
    expect(canonicalTitle('I, Robot')).toBe('i robot');
    expect(canonicalTitle('V for Vendetta')).toBe('v for vendetta');
  });

  it('knows a title by its main title, its subtitle, and its main title without the episode', () => {
    expect(titleParts('Star Wars Ep. IV: A New Hope')).toEqual({
      main: 'star wars episode 4',
      subtitle: 'a new hope',
      series: 'star wars',
    });
    expect(titleParts('Léon: The Professional')).toEqual({ main: 'leon', subtitle: 'the professional', series: null });
    expect(titleParts('Heat')).toEqual({ main: null, subtitle: null, series: null });
  });

  it('searches again with fractions and numbers written out, Vol. and Ep. spelled out, the main title, and a shorter beginning', () => {
    expect(searchVariants('Naked Gun 33⅓: The Final Insult')).toContain('Naked Gun 33 1/3: The Final Insult');
    expect(searchVariants('10 Things I Hate About You')).toContain('Ten Things I Hate About You');
    expect(searchVariants('Kill Bill: Vol. 1')).toContain('Kill Bill: Volume 1');
    expect(searchVariants('Léon: The Professional')).toContain('Léon');
    expect(searchVariants("Harry Potter and the Philosopher's Stone")).toContain('Harry Potter and the');
    expect(searchVariants('Heat')).toEqual([]);
  });
});

describe('pickMatch on titles written another way', () => {
  it('matches a part of the title only in the very year', () => {
    const starWars = [movie(1, 'Star Wars: The Clone Wars', '2008-08-15'), movie(2, 'Star Wars Ep. IV: A New Hope', '1977-05-25')];
    expect(pickMatch(starWars, 'Star Wars', 1977)?.id).toBe(2);
    expect(pickMatch(starWars, 'Star Wars', 1978)).toBeNull();
    expect(pickMatch([movie(3, 'Star Wars Ep. V: The Empire Strikes Back', '1980-05-21')], 'The Empire Strikes Back', 1980)?.id).toBe(3);
    expect(pickMatch([movie(4, 'Léon', '1994-11-18')], 'Léon: The Professional', 1994)?.id).toBe(4);
  });

  it('matches numerals, volumes, fractions and original titles', () => {
    expect(
      pickMatch([movie(5, 'Kill Bill: Volume 2', '2004-04-16'), movie(6, 'Kill Bill: Volume 1', '2003-10-10')], 'Kill Bill: Vol. 1', 2003)
        ?.id,
    ).toBe(6);
    expect(pickMatch([movie(7, 'Ten Things I Hate About You', '1999-03-31')], '10 Things I Hate About You', 1999)?.id).toBe(7);
    expect(pickMatch([movie(8, 'Naked Gun 33 1/3: The Final Insult', '1994-03-18')], 'Naked Gun 33⅓: The Final Insult', 1994)?.id).toBe(8);
    expect(pickMatch([movie(9, 'The Lives of Others', '2007-02-09', 'Das Leben der Anderen')], 'Das Leben der Anderen', 2006)?.id).toBe(9);
    expect(pickMatch([movie(10, 'King Kong (1933)', '1933-04-07')], 'King Kong', 1933)?.id).toBe(10);
  });

  it('still tells films apart', () => {
    expect(pickMatch([movie(11, 'Spider-Man', '2002-05-03'), movie(12, 'Spider', '2003-02-28')], 'Spider', 2002)?.id).toBe(12);
    expect(pickMatch([movie(13, 'Alien: Resurrection', '1997-11-26')], 'Alien', 1997)).toBeNull();
  });
});
