import { describe, expect, it } from 'vitest';
import { LOG_MESSAGES, localToday, logSchema, type LogValues } from './log-schema';

const valid: LogValues = { watchedOn: '2026-11-20', rewatch: false, rating: 0, liked: false, review: { text: '', length: 0 } };

async function errorsOf(values: Partial<LogValues>): Promise<string[]> {
  try {
    await logSchema('2026-11-28').validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('logSchema', () => {
  it('accepts a date up to today and from 1870, with or without a rating', async () => {
    expect(await errorsOf({ watchedOn: '2026-11-28' })).toEqual([]);
    expect(await errorsOf({ watchedOn: '1870-01-01', rating: 3 })).toEqual([]);
  });

  it('refuses a future date, a date before 1870 and no date, each with its message', async () => {
    expect(await errorsOf({ watchedOn: '2026-11-29' })).toEqual([LOG_MESSAGES.dateInFuture]);
    expect(await errorsOf({ watchedOn: '1869-12-31' })).toEqual([LOG_MESSAGES.dateTooEarly]);
    expect(await errorsOf({ watchedOn: '' })).toContain(LOG_MESSAGES.dateRequired);
  });

  it('asks a review for 10 to 2000 characters and a rating', async () => {
    expect(await errorsOf({ review: { text: 'x', length: 4 }, rating: 4 })).toEqual([LOG_MESSAGES.reviewTooShort]);
    expect(await errorsOf({ review: { text: 'x', length: 2001 }, rating: 4 })).toEqual([LOG_MESSAGES.reviewTooLong]);
    expect(await errorsOf({ review: { text: 'x', length: 40 } })).toEqual([LOG_MESSAGES.reviewNeedsRating]);
    expect(await errorsOf({ review: { text: 'x', length: 40 }, rating: 5 })).toEqual([]);
  });

  it("reads today in the member's own zone", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
