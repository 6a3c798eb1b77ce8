import { afterEach, describe, expect, it } from 'vitest';
import { HAND_OVER_NAME, existingHandOver, pageHandOver } from './hand-over';

afterEach(() => {
  Reflect.deleteProperty(window, HAND_OVER_NAME);
  Reflect.deleteProperty(window, '__marqueeFederationBundlerRuntime');
});

describe('the page’s hand-over', () => {
  it('is made once, by whoever asks first, and then found by code that never makes it (a remote’s entry)', () => {
    expect(existingHandOver()).toBeUndefined();
    const made = pageHandOver();
    expect(pageHandOver()).toBe(made);
    expect(existingHandOver()).toBe(made);
  });

  it('answers the bundler runtime under the name remotes built against 1.7–1.11 read', () => {
    const lent = { bundlerRuntime: {}, attachShareScopeMap: undefined };
    pageHandOver().bundlerRuntime = lent;
    expect((window as unknown as Record<string, unknown>).__marqueeFederationBundlerRuntime).toBe(lent);
  });
});
