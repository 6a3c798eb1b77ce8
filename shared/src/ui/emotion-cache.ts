/**
 * The page's emotion cache: emotion's own, without stylis' vendor prefixer.
 *
 * Every style Chakra computes goes through stylis before emotion inserts it, and emotion's default
 * prefixer writes each rule again for browsers of ten years ago: three copies of every flexbox
 * declaration (`-webkit-box-align`, `-ms-flex-align`, ...), a `@-webkit-keyframes` for every
 * animation. The browser parses them all: they were 29 % of the global CSS the shell's HTML
 * carries. What the browsers Marquee supports still need is the `-webkit-` form of a few properties
 * (Safari's text selection and backdrop blur, among others): `webkitPrefixes` adds just that.
 */
import createCache, { type EmotionCache, type StylisElement, type StylisPlugin } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/react';

/** Properties a current browser accepts only as `-webkit-<property>` (Safari, Chrome before 120). */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'mask-image', 'hyphens', 'box-decoration-break', 'text-size-adjust']);

const needsWebkit = (element: StylisElement): boolean =>
  WEBKIT_ONLY.has(element.props as string) || (element.props === 'background-clip' && String(element.children).includes('text'));

/** A stylis plugin: a declaration only the `-webkit-` form of works somewhere is written in both. */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && needsWebkit(element)) element.return = `-webkit-${element.value}${element.value}`;
};

/** The stylis plugins of the page's emotion cache (the build's global CSS uses the same). */
export const STYLIS_PLUGINS: StylisPlugin[] = [webkitPrefixes];

/**
 * Where the page's emotion cache keeps its `compileAhead(serialized)`: a registered symbol, so
 * Chakra's styled elements (rewritten by the build, shared/build/chakra-compile-ahead.mjs) find it
 * on the cache they are given without importing anything of Marquee's.
 */
export const COMPILE_AHEAD = Symbol.for('marquee.emotion.compileAhead');

type CompileAhead = (serialized: SerializedStyles) => void;

/** The `compileAhead` of a cache made by `createUiEmotionCache` (undefined for any other cache). */
export function compileAheadOf(cache: EmotionCache): CompileAhead | undefined {
  return (cache as EmotionCache & { [COMPILE_AHEAD]?: CompileAhead })[COMPILE_AHEAD];
}

/**
 * The emotion cache Marquee's UI provider gives the page, which can compile a style ahead of its
 * insertion.
 *
 * Emotion inserts a component's style from an insertion effect, during React's commit, and
 * compiles it there (stylis: parse the CSS, nest, serialize): the commit that replaces a page's
 * frame with the page compiled the page's every new style, ~20 KB of CSS, in one task that
 * cannot be split (a third of that commit's time). `compileAhead`, called while an element
 * renders, compiles its style then, in the render's slices; the insertion during the commit only
 * adds the rules already written. A style never inserted (a render React threw away) stays
 * compiled until it is.
 */
export function createUiEmotionCache(stylisPlugins: StylisPlugin[] = STYLIS_PLUGINS): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins });
  const compileAndInsert = cache.insert;
  const compiled = new Map<string, string[]>();
  const keyOf = (selector: string, serialized: SerializedStyles) => `${selector} ${serialized.name}`;

  // The same selectors as emotion's `insertStyles`: the style's class, then its keyframes alone.
  const compileAhead: CompileAhead = (serialized) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    let selector = `.${cache.key}-${serialized.name}`;
    for (let current: SerializedStyles | undefined = serialized; current; current = current.next, selector = '') {
      const key = keyOf(selector, current);
      if (compiled.has(key)) continue;
      const rules: string[] = [];
      const collect = Object.assign(Object.create(cache.sheet) as typeof cache.sheet, { insert: (rule: string) => void rules.push(rule) });
      compileAndInsert(selector, current, collect, false);
      compiled.set(key, rules);
    }
  };

  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const key = keyOf(selector, serialized);
    const rules = compiled.get(key);
    if (rules === undefined) return compileAndInsert(selector, serialized, sheet, shouldCache);
    compiled.delete(key);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  Object.defineProperty(cache, COMPILE_AHEAD, { value: compileAhead });
  return cache;
}
