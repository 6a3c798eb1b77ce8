/**
 * Drafts in local storage: a form's values under a key of the caller's choosing, with when they
 * were saved, so unsaved edits survive a reload. Storage that is full or disabled (privacy
 * settings) keeps no draft; the form still works.
 */

/** The stored form: its values and the ISO timestamp of the save. */
export type Draft<T extends object> = T & { lastSaved: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The draft under `key` when its values pass `isValues`, else null. */
export function loadDraft<T extends object>(key: string, isValues: (value: Record<string, unknown>) => boolean): Draft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return typeof record.lastSaved === 'string' && isValues(record) ? (record as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function saveDraft<T extends object>(key: string, values: T, now: Date = new Date()): Draft<T> {
  const draft: Draft<T> = { ...values, lastSaved: now.toISOString() };
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: only the draft is not kept.
  }
  return draft;
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}

/** 'Draft saved 3:04:05 PM' style time of a save. */
export function formatDraftTime(lastSaved: string): string {
  return new Date(lastSaved).toLocaleTimeString();
}
