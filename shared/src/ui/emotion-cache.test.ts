import { css as serialize, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createUiEmotionCache } from './emotion-cache';

/** The rules the page's cache inserts for a style object, as text. */
function insertedFor(styles: CSSObject): string {
  const cache = createUiEmotionCache();
  const serialized = serialize(styles);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  // Outside production emotion appends the rules as text, as stylis wrote them.
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

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
