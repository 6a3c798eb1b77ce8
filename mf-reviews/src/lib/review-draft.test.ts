import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, loadDraft, openingDraft, removeDraft, saveDraft } from './review-draft';

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

describe('openingDraft', () => {
  it("prefers the user's own draft, else adopts the one written as a guest", () => {
    const guest = saveDraft(7, null, { rating: 2, reviewText: '', containsSpoilers: false });
    expect(openingDraft(7, null)).toEqual(guest);
    expect(openingDraft(7, 'u1')).toEqual(guest);
    expect(loadDraft(7, null)).toBeNull();
    expect(loadDraft(7, 'u1')).toEqual(guest);
    const own = saveDraft(7, 'u1', { rating: 5, reviewText: '', containsSpoilers: false });
    saveDraft(7, null, { rating: 1, reviewText: '', containsSpoilers: false });
    expect(openingDraft(7, 'u1')).toEqual(own);
    expect(openingDraft(8, 'u1')).toBeNull();
  });
});
