import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatUsd, groupDigits } from './en-us';

const WHOLE_NUMBERS = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 99_999, 100_000, 1_234_567, 160_000_000, 2_147_483_647, -1, -1234, -1_000_000];

describe('en-US formats, written out, print what Intl prints', () => {
  it('groups digits', () => {
    for (const value of WHOLE_NUMBERS) expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-US'));
    expect(groupDigits(1234.4)).toBe('1,234');
    expect(groupDigits(1e22)).toBe((1e22).toLocaleString('en-US'));
  });

  it('prints US dollars without cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    for (const value of [...WHOLE_NUMBERS, 2.5, 1234.5, 0.4, -2.5]) expect(formatUsd(value), String(value)).toBe(usd.format(value));
  });

  it('prints long dates, in UTC or in the visitor’s zone', () => {
    const utc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    const dates = ['2010-07-16T00:00:00Z', '1999-12-31T23:30:00Z', '2025-01-01T00:15:00Z', '2024-02-29T12:00:00Z', '1927-05-01T00:00:00Z'];
    for (let month = 0; month < 12; month += 1) dates.push(new Date(Date.UTC(2023, month, 28, 18)).toISOString());
    for (const iso of dates) {
      const date = new Date(iso);
      expect(formatLongDate(date, 'utc'), iso).toBe(utc.format(date));
      expect(formatLongDate(date, 'local'), iso).toBe(local.format(date));
    }
  });

  it('prints a month and year in UTC', () => {
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2025, month, 1, 0, 30));
      expect(formatMonthYear(date)).toBe(monthYear.format(date));
    }
  });
});
