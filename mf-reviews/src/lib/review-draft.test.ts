import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, loadDraft, removeDraft, saveDraft } from './review-draft';

afterEach(() => localStorage.clear());

describe('review draft storage', () => {
  it('keeps one draft per movie and user', () => {
    const saved = saveDraft(7, 'u1', { rating: 4, reviewText: '[]', containsSpoilers: true }, new Date('2026-01-02T03:04:05Z'));
    expect(saved).toEqual({ rating: 4, reviewText: '[]', containsSpoilers: true, lastSaved: '2026-01-02T03:04:05.000Z' });
    expect(JSON.parse(localStorage.getItem(draftKey(7, 'u1'))!)).toEqual(saved);
    expect(loadDraft(7, 'u1')).toEqual(saved);
    expect(loadDraft(7, 'u2')).toBeNull();
    expect(loadDraft(8, 'u1')).toBeNull();
    expect(loadDraft(7, null)).toBeNull();
    removeDraft(7, 'u1');
    expect(loadDraft(7, 'u1')).toBeNull();
  });

  it('ignores stored values that are not a draft', () => {
    localStorage.setItem(draftKey(7, null), '{"rating":"five"}');
    expect(loadDraft(7, null)).toBeNull();
    localStorage.setItem(draftKey(7, null), 'not json');
    expect(loadDraft(7, null)).toBeNull();
  });
});
