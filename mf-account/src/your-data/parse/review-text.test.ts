import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX } from '@marquee/shared/rich-text';
import { reviewTextFromLetterboxd } from './review-text';

const paragraphs = (stored: string | null) =>
  (JSON.parse(stored ?? '[]') as { children: { text: string }[] }[]).map((block) => block.children[0]?.text);

describe('reviewTextFromLetterboxd', () => {
  it('keeps paragraphs, turns breaks into paragraphs and drops markup', () => {
    const text = reviewTextFromLetterboxd('First &amp; <i>best</i>.\r\n\r\nSecond<br />Third');
    expect(paragraphs(text.stored)).toEqual(['First & best.', 'Second', 'Third']);
    expect(text.truncated).toBe(false);
  });

  it('cuts text over 2,000 characters and says so', () => {
    const text = reviewTextFromLetterboxd(`${'a'.repeat(1500)}\n${'b'.repeat(1000)}`);
    expect(paragraphs(text.stored).join('').length).toBe(REVIEW_TEXT_MAX);
    expect(text.truncated).toBe(true);
  });

  it('counts as the editor and the database do: an emoji is 2, and a pair is never split', () => {
    const text = reviewTextFromLetterboxd(`${'😀'.repeat(999)}x😀 more`);
    const kept = paragraphs(text.stored).join('');
    expect(kept).toBe(`${'😀'.repeat(999)}x`);
    expect(kept.length).toBe(REVIEW_TEXT_MAX - 1);
    expect(text.truncated).toBe(true);
    expect(paragraphs(reviewTextFromLetterboxd('😀'.repeat(1001)).stored).join('').length).toBe(REVIEW_TEXT_MAX);
  });

  it('reads the spoiler note as the spoiler flag and leaves it out of the text', () => {
    const text = reviewTextFromLetterboxd('This review may contain spoilers.\n\nThe twist is good.');
    expect(text.spoilerNote).toBe(true);
    expect(paragraphs(text.stored)).toEqual(['The twist is good.']);
  });

  it('answers no text for blank input', () => {
    expect(reviewTextFromLetterboxd('  \n ').stored).toBeNull();
    expect(reviewTextFromLetterboxd(undefined).stored).toBeNull();
  });
});
