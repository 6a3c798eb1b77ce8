import { describe, expect, it } from 'vitest';
import { dayOfMonth, groupByMonth } from './group-by-month';

describe('groupByMonth', () => {
  it('puts entries under their month, in the order given, one heading a month', () => {
    const entries = [
      { id: 'a', watched_on: '2026-11-27' },
      { id: 'b', watched_on: '2026-11-02' },
      { id: 'c', watched_on: '2026-10-31' },
      { id: 'd', watched_on: '2025-10-01' },
    ];
    expect(groupByMonth(entries).map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ['November 2026', ['a', 'b']],
      ['October 2026', ['c']],
      ['October 2025', ['d']],
    ]);
  });

  it('reads the day of the month from the date as written, whatever the time zone', () => {
    expect(dayOfMonth('2026-11-01')).toBe(1);
    expect(dayOfMonth('2026-11-27')).toBe(27);
  });
});
