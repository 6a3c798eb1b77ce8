import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, removeDraft, saveDraft } from './local-drafts';
import { useDraftAutosave } from './use-draft-autosave';

interface Values {
  name: string;
  ids: number[];
}
const isValues = (value: Record<string, unknown>) => typeof value.name === 'string' && Array.isArray(value.ids);

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('local drafts', () => {
  it('keeps any form’s values under its key with the time of the save', () => {
    const saved = saveDraft<Values>('list-draft:new:u1', { name: 'Best', ids: [3, 1] }, new Date('2026-01-02T03:04:05Z'));
    expect(saved).toEqual({ name: 'Best', ids: [3, 1], lastSaved: '2026-01-02T03:04:05.000Z' });
    expect(loadDraft<Values>('list-draft:new:u1', isValues)).toEqual(saved);
    expect(loadDraft<Values>('list-draft:new:u2', isValues)).toBeNull();
    removeDraft('list-draft:new:u1');
    expect(loadDraft<Values>('list-draft:new:u1', isValues)).toBeNull();
  });

  it('ignores what is not such a draft: other values, no timestamp, not JSON', () => {
    localStorage.setItem('k', '{"name":1,"ids":[],"lastSaved":"x"}');
    expect(loadDraft<Values>('k', isValues)).toBeNull();
    localStorage.setItem('k', '{"name":"a","ids":[]}');
    expect(loadDraft<Values>('k', isValues)).toBeNull();
    localStorage.setItem('k', 'not json');
    expect(loadDraft<Values>('k', isValues)).toBeNull();
  });
});

describe('useDraftAutosave', () => {
  it('saves the last values once changes pause, at once on unmount, and forgets them on discard', () => {
    vi.useFakeTimers();
    const save = vi.fn((values: Values) => saveDraft('k', values).lastSaved);
    const remove = vi.fn(() => removeDraft('k'));
    const { result, unmount } = renderHook(() => useDraftAutosave(save, remove, null, 1000));
    act(() => result.current.change({ name: 'A', ids: [] }));
    act(() => result.current.change({ name: 'AB', ids: [1] }));
    expect(result.current.dirty).toBe(true);
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(loadDraft<Values>('k', isValues)).toMatchObject({ name: 'AB', ids: [1] });
    expect(result.current.lastSaved).not.toBeNull();
    act(() => result.current.discard());
    expect(loadDraft<Values>('k', isValues)).toBeNull();
    expect(result.current).toMatchObject({ dirty: false, lastSaved: null });
    act(() => result.current.change({ name: 'Closing', ids: [] }));
    unmount();
    expect(loadDraft<Values>('k', isValues)).toMatchObject({ name: 'Closing' });
  });

  it('writes waiting changes when the page is left (a reload unmounts nothing)', () => {
    vi.useFakeTimers();
    const save = vi.fn((values: Values) => saveDraft('k', values).lastSaved);
    const { result } = renderHook(() => useDraftAutosave(save, () => removeDraft('k'), null, 1000));
    act(() => result.current.change({ name: 'Just typed', ids: [7] }));
    expect(loadDraft<Values>('k', isValues)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(loadDraft<Values>('k', isValues)).toMatchObject({ name: 'Just typed', ids: [7] });
    act(() => vi.advanceTimersByTime(1000));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
