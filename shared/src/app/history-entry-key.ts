/**
 * A key of its own for the history entry a document opened in. react-router's scroll
 * restoration saves each entry's position under the entry's key, which it reads from
 * `history.state`; an entry the browser made itself (an address typed or pasted, a bookmark, a
 * link from another site, a new tab) has no state, and react-router then calls it "default".
 * Every such document shared that one key, so one opened by typing an address restored where
 * the previous one had been left: the home page scrolled down, then `/top-rated` typed, opened
 * 893 px down. Called before the router is made (it reads the entry's key once, when made), it
 * gives such an entry a key of its own, kept in the entry's state: a new document opens at the
 * top, and Back, Forward or a reload to the entry find its saved position under its own key.
 */

interface RouterHistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A key like react-router's own (eight base-36 characters). */
function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

/** Gives the current history entry a key when it has none; an entry that has one keeps it. */
export function keyHistoryEntry(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const state: unknown = history.state;
  if (isRecord(state) && typeof state.key === 'string' && state.key !== '') return;
  const previous = isRecord(state) ? state : {};
  const keyed: RouterHistoryState = {
    usr: previous.usr ?? null,
    key: newEntryKey(),
    idx: typeof previous.idx === 'number' ? previous.idx : 0,
  };
  history.replaceState({ ...previous, ...keyed }, '');
}
