import { describe, expect, it } from 'vitest';
import {
  hasReviewText,
  parseReviewText,
  plainTextLinesOf,
  plainTextOf,
  serializeDocument,
  trimmedReviewText,
  withoutEmptyListItems,
} from './rich-text';
import type { ReviewDocument } from './document';

const sample: ReviewDocument = [
  { type: 'paragraph', children: [{ text: 'A ' }, { text: 'great', bold: true }, { text: ' film.' }] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Score', italic: true }] }] },
];

describe('rich text', () => {
  it('keeps a text formatted run by run within the database bound, as plain paragraphs', () => {
    const runs = Array.from({ length: 2000 }, (_, index) => (index % 2 ? { text: 'a', bold: true as const } : { text: 'b' }));
    const heavy: ReviewDocument = [
      { type: 'paragraph', children: runs },
      ...Array.from({ length: 300 }, () => ({ type: 'paragraph' as const, children: [{ text: '' }] })),
    ];
    const stored = trimmedReviewText(serializeDocument(heavy))!;
    expect(stored.length).toBeLessThanOrEqual(20000);
    expect(plainTextOf(parseReviewText(stored))).toBe('ba'.repeat(1000));
  });

  it('round-trips the document through its stored JSON', () => {
    expect(parseReviewText(serializeDocument(sample))).toEqual(sample);
  });

  it('reads the plain text without markup', () => {
    expect(plainTextOf(sample)).toBe('A great film.Score');
  });

  it('reads text that is not our JSON as plain paragraphs, never as HTML', () => {
    expect(parseReviewText('<img src=x onerror=alert(1)>\nline two')).toEqual([
      { type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)>' }] },
      { type: 'paragraph', children: [{ text: 'line two' }] },
    ]);
  });

  it('drops unknown node types and attributes', () => {
    const stored = JSON.stringify([
      { type: 'script', children: [{ text: 'x' }] },
      { type: 'paragraph', onclick: 'x', children: [{ text: 'ok', bold: true, style: 'color:red' }] },
    ]);
    expect(parseReviewText(stored)).toEqual([{ type: 'paragraph', children: [{ text: 'ok', bold: true }] }]);
  });

  it('trims blank blocks and surrounding spaces, and answers null for an empty text', () => {
    const padded: ReviewDocument = [
      { type: 'paragraph', children: [{ text: '  ' }] },
      { type: 'paragraph', children: [{ text: '  Hello there ' }] },
      { type: 'paragraph', children: [{ text: '' }] },
    ];
    expect(parseReviewText(trimmedReviewText(serializeDocument(padded)))).toEqual([
      { type: 'paragraph', children: [{ text: 'Hello there' }] },
    ]);
    expect(trimmedReviewText(serializeDocument([{ type: 'paragraph', children: [{ text: '   ' }] }]))).toBeNull();
    expect(trimmedReviewText('')).toBeNull();
    expect(hasReviewText('')).toBe(false);
    expect(hasReviewText(serializeDocument(sample))).toBe(true);
  });

  it('drops empty list items on save, and a list left without any', () => {
    const withEmptyBullets: ReviewDocument = [
      { type: 'paragraph', children: [{ text: 'Liked:' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Acting' }] },
          { type: 'list-item', children: [{ text: '' }] },
          { type: 'list-item', children: [{ text: '  ' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: '' }] }] },
      { type: 'paragraph', children: [{ text: 'Overall, great.' }] },
    ];
    expect(parseReviewText(trimmedReviewText(serializeDocument(withEmptyBullets)))).toEqual([
      { type: 'paragraph', children: [{ text: 'Liked:' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Acting' }] }] },
      { type: 'paragraph', children: [{ text: 'Overall, great.' }] },
    ]);
    expect(withoutEmptyListItems(sample)).toEqual(sample);
  });
});

describe('plainTextLinesOf', () => {
  it('gives one line per block, list items included', () => {
    const stored = JSON.stringify([
      { type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'world', bold: true }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
    ]);
    expect(plainTextLinesOf(stored)).toBe('Hello world\none\ntwo');
    expect(plainTextLinesOf('legacy plain text')).toBe('legacy plain text');
    expect(plainTextLinesOf(null)).toBe('');
    // The same reading as the editor's: an element of no known shape holds no text anyone sees.
    expect(
      plainTextLinesOf(
        JSON.stringify([
          { type: 'script', children: [{ text: 'x' }] },
          { type: 'paragraph', children: [{ text: 'y' }] },
        ]),
      ),
    ).toBe('y');
  });
});
