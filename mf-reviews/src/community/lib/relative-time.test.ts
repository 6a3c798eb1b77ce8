import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(2 * 3600 + 120), now)).toBe('2 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 86400), now)).toBe('3 days ago');
    expect(timeAgo(ago(400 * 86400), now)).toBe('last year');
  });

  it('answers nothing for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
