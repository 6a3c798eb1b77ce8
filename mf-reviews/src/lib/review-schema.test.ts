import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { reviewSchema, type ReviewFormValues } from './review-schema';
import { serializeDocument } from '@marquee/shared/rich-text';

async function errorsOf(values: ReviewFormValues): Promise<Record<string, string>> {
  try {
    await reviewSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

const doc = (text: string, bold = false) => serializeDocument([{ type: 'paragraph', children: [bold ? { text, bold: true } : { text }] }]);

describe('reviewSchema', () => {
  it("requires a rating of 1 to 5: 'Please select a rating'", async () => {
    expect(await errorsOf({ rating: 0, reviewText: '', containsSpoilers: false })).toEqual({ rating: 'Please select a rating' });
    expect(await errorsOf({ rating: 6, reviewText: '', containsSpoilers: false })).toEqual({ rating: 'Please select a rating' });
    expect(await errorsOf({ rating: 1, reviewText: '', containsSpoilers: false })).toEqual({});
    expect(await errorsOf({ rating: 5, reviewText: '', containsSpoilers: false })).toEqual({});
  });

  it('accepts no text, or only whitespace, since the text is optional', async () => {
    expect(await errorsOf({ rating: 3, reviewText: doc('   '), containsSpoilers: false })).toEqual({});
  });

  it('counts the text without markup and trimmed: at least 10 characters', async () => {
    expect(await errorsOf({ rating: 3, reviewText: doc('  Just right  ', true), containsSpoilers: false })).toEqual({});
    expect(await errorsOf({ rating: 3, reviewText: doc('   Short!  '), containsSpoilers: false })).toEqual({
      reviewText: 'Review must be at least 10 characters long',
    });
    expect(await errorsOf({ rating: 3, reviewText: doc('<b>1234</b>'), containsSpoilers: false })).toEqual({});
  });

  it('allows 2000 characters and refuses more', async () => {
    expect(await errorsOf({ rating: 3, reviewText: doc('a'.repeat(2000)), containsSpoilers: false })).toEqual({});
    expect(await errorsOf({ rating: 3, reviewText: doc('a'.repeat(2001)), containsSpoilers: false })).toEqual({
      reviewText: 'Review must be less than 2000 characters',
    });
  });
});
