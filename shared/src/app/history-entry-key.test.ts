import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';

/** A history entry's state, as the browser keeps it between documents. */
function entry(initial: unknown): Pick<History, 'state' | 'replaceState'> {
  let state = initial;
  return {
    get state() {
      return state;
    },
    replaceState(data: unknown) {
      state = data;
    },
  };
}

describe('keyHistoryEntry', () => {
  it('gives an entry the browser opened (no state) a key of its own, a new one each document', () => {
    const typed = entry(null);
    const typedAgain = entry(null);
    keyHistoryEntry(typed);
    keyHistoryEntry(typedAgain);
    expect(typed.state).toEqual({ usr: null, key: expect.stringMatching(/^[a-z0-9]{8}$/), idx: 0 });
    expect((typed.state as { key: string }).key).not.toBe('default');
    expect((typedAgain.state as { key: string }).key).not.toBe((typed.state as { key: string }).key);
  });

  it("keeps what react-router wrote before (its index, the member's state) and adds the key", () => {
    const reloaded = entry({ idx: 3, usr: { from: '/profile' } });
    keyHistoryEntry(reloaded);
    expect(reloaded.state).toEqual({ usr: { from: '/profile' }, key: expect.any(String), idx: 3 });
  });

  it('leaves an entry that has a key as it is: Back, Forward and a reload find its saved position', () => {
    const state = { usr: null, key: 'k3y0f1t5', idx: 2 };
    const revisited = entry(state);
    keyHistoryEntry(revisited);
    expect(revisited.state).toBe(state);
  });
});
