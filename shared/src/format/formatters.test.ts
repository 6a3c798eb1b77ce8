import { describe, expect, it, vi } from 'vitest';
import {
  dayBefore,
  formatDate,
  formatMoney,
  formatRating,
  formatRuntime,
  lazyFormatter,
  formatVoteCount,
  formatYear,
  isFutureRelease,
  todayIso,
} from './formatters';

describe('formatRuntime', () => {
  it('shows hours and minutes', () => {
    expect(formatRuntime(136)).toBe('2h 16m');
    expect(formatRuntime(120)).toBe('2h 0m');
    expect(formatRuntime(45)).toBe('45m');
  });
  it('says Unknown when missing', () => {
    expect(formatRuntime(0)).toBe('Unknown');
    expect(formatRuntime(null)).toBe('Unknown');
    expect(formatRuntime(undefined)).toBe('Unknown');
  });
});

describe('formatMoney', () => {
  it('shows US dollars without decimals', () => {
    expect(formatMoney(160_000_000)).toBe('$160,000,000');
    expect(formatMoney(1234.56)).toBe('$1,235');
  });
  it('says Unknown for 0', () => {
    expect(formatMoney(0)).toBe('Unknown');
    expect(formatMoney(null)).toBe('Unknown');
  });
});

describe('dates', () => {
  it('formats en-US long dates on the calendar day TMDb gives', () => {
    expect(formatDate('2010-07-16')).toBe('July 16, 2010');
    expect(formatDate('1999-01-01')).toBe('January 1, 1999');
    expect(formatDate('')).toBe('TBA');
  });
  it('gives the year or TBA', () => {
    expect(formatYear('1994-09-23')).toBe('1994');
    expect(formatYear('')).toBe('TBA');
    expect(formatYear(null)).toBe('TBA');
    expect(formatYear('not a date')).toBe('TBA');
  });
  it('knows future releases', () => {
    expect(isFutureRelease('2030-01-02', '2030-01-01')).toBe(true);
    expect(isFutureRelease('2030-01-01', '2030-01-01')).toBe(false);
    expect(isFutureRelease('', '2030-01-01')).toBe(false);
    expect(isFutureRelease('2999-01-01')).toBe(true);
    expect(isFutureRelease('1999-01-01')).toBe(false);
  });
  it('computes today and the day before', () => {
    expect(todayIso(new Date(2024, 1, 5))).toBe('2024-02-05');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
  });
});

describe('formatRating and formatVoteCount', () => {
  it('rounds to one decimal', () => {
    expect(formatRating(7.25)).toBe('7.3');
    expect(formatRating(8)).toBe('8.0');
    expect(formatRating(6.849)).toBe('6.8');
    expect(formatRating(undefined)).toBe('0.0');
  });
  it('groups vote counts', () => {
    expect(formatVoteCount(12345)).toBe('12,345 votes');
    expect(formatVoteCount(1)).toBe('1 vote');
  });
});

describe('lazyFormatter', () => {
  it('makes its formatter on first use, once, not when the module loads', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US'));
    const formatter = lazyFormatter(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatter().format(1234)).toBe('1,234');
    expect(formatter()).toBe(formatter());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
