/**
 * Chakra's internal `memo` (`dist/esm/utils/memo.js`), which every style computation of every
 * Chakra component goes through, as patches/@chakra-ui__react@3.37.0.patch makes it: Chakra's
 * contract (a function's results cached by its arguments) with cheaper keys and look-ups.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { installedFile } from '@marquee/shared/testing';

const memoFile = installedFile('@chakra-ui/react', 'dist/esm/utils/memo.js');
const { cacheKey, memo } = (await import(pathToFileURL(memoFile).href)) as {
  cacheKey: (value: unknown) => string;
  memo: <Args extends unknown[], Result>(fn: (...args: Args) => Result) => (...args: Args) => Result;
};

describe('memo', () => {
  it('computes once per argument list and returns the cached result after', () => {
    const fn = vi.fn((prop: string, value: unknown) => ({ [prop]: value }));
    const cached = memo(fn);
    const first = cached('color', 'red');
    expect(cached('color', 'red')).toBe(first);
    expect(cached('color', 'blue')).toEqual({ color: 'blue' });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('caches a single primitive argument under itself, keeping types apart', () => {
    const fn = vi.fn((value: unknown) => `${typeof value}:${String(value)}`);
    const cached = memo(fn);
    expect(cached(1)).toBe('number:1');
    expect(cached('1')).toBe('string:1');
    expect(cached(true)).toBe('boolean:true');
    expect(cached('true')).toBe('string:true');
    expect(cached(null)).toBe('object:null');
    expect(cached(undefined)).toBe('undefined:undefined');
    expect(cached(1)).toBe('number:1');
    expect(fn).toHaveBeenCalledTimes(6);
  });

  it('treats equal objects as one entry and different ones apart, nested values included', () => {
    const fn = vi.fn((style: object) => JSON.stringify(style));
    const cached = memo(fn);
    cached({ bg: 'red', _hover: { bg: 'blue' } });
    cached({ bg: 'red', _hover: { bg: 'blue' } });
    expect(fn).toHaveBeenCalledTimes(1);
    cached({ bg: 'red', _hover: { bg: 'green' } });
    cached({ bg: 'red', _hover: { bg: 'blue' }, px: undefined });
    cached({ bg: 'red', _hover: { bg: 'blue' }, px: 'undefined' });
    cached({ bg: 'red', _hover: ['blue'] });
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('keeps argument boundaries apart', () => {
    const fn = vi.fn((...parts: unknown[]) => parts.length);
    const cached = memo(fn);
    expect(cached(['a', 'b'])).toBe(1);
    expect(cached('a', 'b')).toBe(2);
    expect(cached(['a'], 'b')).toBe(2);
    expect(cached(['a,b'])).toBe(1);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('passes `this` through', () => {
    const cached = memo(function (this: { base: number }, add: number) {
      return this.base + add;
    });
    expect(cached.call({ base: 40 }, 2)).toBe(42);
  });

  it('does not cache undefined results, as Chakra does not', () => {
    const fn = vi.fn((key: string): undefined => void key);
    const cached = memo(fn);
    cached('x');
    cached('x');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps the last 2000 results computed, dropping the oldest first', () => {
    const fn = vi.fn((n: number) => ({ n }));
    const cached = memo(fn);
    for (let n = 0; n < 2000; n++) cached(n);
    cached(0);
    expect(fn).toHaveBeenCalledTimes(2000);
    cached(2000); // drops 0
    cached(1999);
    expect(fn).toHaveBeenCalledTimes(2001);
    cached(0);
    expect(fn).toHaveBeenCalledTimes(2002);
  });
});

describe('cacheKey', () => {
  it('names functions by name, as Chakra does', () => {
    function transform() {}
    expect(cacheKey(transform)).toBe(cacheKey(function transform() {}));
    expect(cacheKey(transform)).not.toBe(cacheKey(function other() {}));
  });

  it('tells apart values that print alike', () => {
    const keys = [1, '1', 'n1', [1], ['1'], { 1: 1 }, { '1': '1' }, [], {}, '', null, 'null', undefined, 'U'].map(cacheKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("Chakra's memo module, as installed", () => {
  it('is the patched one, with no sorting of keys and no least-recently-used reordering', () => {
    const installed = fs.readFileSync(memoFile, 'utf8');
    expect(installed).toContain('export { cacheKey, memo };');
    expect(installed).not.toMatch(/\.sort\(|class LRUCache/);
  });
});
