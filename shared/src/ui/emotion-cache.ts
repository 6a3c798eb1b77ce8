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

/** The emotion cache Marquee's UI provider gives the page. */
export function createUiEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}
