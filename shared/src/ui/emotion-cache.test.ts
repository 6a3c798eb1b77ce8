import createCache, { type StylisPlugin } from '@emotion/cache';
import { css as serialize, keyframes, type CSSObject, type SerializedStyles } from '@emotion/react';
import { describe, expect, it, vi } from 'vitest';
import { STYLIS_PLUGINS, compileAheadOf, createUiEmotionCache } from './emotion-cache';

/** The rules a cache inserted, as text (outside production emotion appends them as text). */
function sheetText(cache: ReturnType<typeof createUiEmotionCache>): string {
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

/** Inserts a style the way emotion's `insertStyles` does: its class, then its keyframes alone. */
function insertStyles(cache: ReturnType<typeof createUiEmotionCache>, serialized: SerializedStyles): void {
  if (cache.inserted[serialized.name] !== undefined) return;
  for (let current: SerializedStyles | undefined = serialized; current; current = current.next)
    cache.insert(current === serialized ? `.${cache.key}-${serialized.name}` : '', current, cache.sheet, true);
}

/** The rules the page's cache inserts for a style object, as text. */
function insertedFor(styles: CSSObject): string {
  const cache = createUiEmotionCache();
  insertStyles(cache, serialize(styles));
  return sheetText(cache);
}

/** A stylis plugin that counts the rules it sees: how often a cache compiles. */
function countingPlugin(): StylisPlugin & { mock: { calls: unknown[][] } } {
  return vi.fn<StylisPlugin>();
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const STYLE = serialize({ display: 'flex', color: 'tomato', '&:hover': { color: 'red' }, animation: `${fadeIn} 1s` });

describe("the page's emotion cache", () => {
  it('writes no prefixed copies for the browsers of ten years ago', () => {
    const css = insertedFor({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      transition: 'transform 0.2s',
      '&::placeholder': { color: 'gray' },
    });
    expect(css).toContain('align-items:center');
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-align-items|-webkit-transition|-moz-|::-webkit-input-placeholder/);
  });

  it('keeps the -webkit- form where a current browser needs it', () => {
    const css = insertedFor({ userSelect: 'none', backdropFilter: 'blur(4px)', backgroundClip: 'text' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-background-clip:text;background-clip:text;');
  });
});

describe('compiling a style ahead of its insertion', () => {
  it('compiles without inserting, and the insertion adds exactly those rules without compiling again', () => {
    const plugin = countingPlugin();
    const cache = createUiEmotionCache([...STYLIS_PLUGINS, plugin]);
    compileAheadOf(cache)?.(STYLE);
    const compiled = plugin.mock.calls.length;
    expect(compiled).toBeGreaterThan(0);
    expect(sheetText(cache)).toBe('');
    expect(cache.inserted[STYLE.name]).toBeUndefined();

    insertStyles(cache, STYLE);
    expect(plugin.mock.calls.length).toBe(compiled);
    const plain = createUiEmotionCache();
    insertStyles(plain, STYLE);
    expect(sheetText(cache)).toBe(sheetText(plain));
    // The class and its keyframes, both.
    expect(sheetText(cache)).toContain(`.css-${STYLE.name}{`);
    expect(sheetText(cache)).toContain(`@keyframes ${fadeIn.name}`);
    expect(cache.inserted[STYLE.name]).toBe(true);
  });

  it('compiles a style once, however often its elements render, and not at all once inserted', () => {
    const plugin = countingPlugin();
    const cache = createUiEmotionCache([...STYLIS_PLUGINS, plugin]);
    const compileAhead = compileAheadOf(cache);
    compileAhead?.(STYLE);
    const once = plugin.mock.calls.length;
    compileAhead?.(STYLE);
    expect(plugin.mock.calls.length).toBe(once);
    insertStyles(cache, STYLE);
    compileAhead?.(STYLE);
    expect(plugin.mock.calls.length).toBe(once);
  });

  it('leaves a style nobody compiled ahead to the insertion, as emotion does', () => {
    const cache = createUiEmotionCache();
    insertStyles(cache, STYLE);
    const plain = createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
    insertStyles(plain as ReturnType<typeof createUiEmotionCache>, STYLE);
    expect(sheetText(cache)).toBe(sheetText(plain as ReturnType<typeof createUiEmotionCache>));
  });

  it('is offered by the page’s cache only', () => {
    expect(compileAheadOf(createUiEmotionCache())).toBeTypeOf('function');
    expect(compileAheadOf(createCache({ key: 'css' }))).toBeUndefined();
  });
});
