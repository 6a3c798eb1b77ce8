/**
 * Chakra's internal `memo` (`dist/esm/utils/memo.js`), which every style computation of every
 * Chakra component goes through, is replaced by Marquee's (shared/src/ui/chakra-memo.ts): same
 * contract, keys built without sorting and without a new string for a single argument.
 */
import path from 'node:path';
import { chakraThemeDir } from './chakra-recipes.mjs';
import { rewriteModuleRule } from './rewrite-module-rule.mjs';

const REPLACEMENT = path.join(import.meta.dirname, '..', 'src', 'ui', 'chakra-memo.ts');

/** The installed Chakra's memo module. */
export function chakraMemoFile() {
  return path.join(chakraThemeDir(), '..', 'utils', 'memo.js');
}

/**
 * Chakra's memo module as the build compiles it: a re-export of Marquee's. Fails when the
 * installed module no longer has the shape the replacement stands in for (one export, `memo`,
 * caching `fn`'s result by every argument).
 * @param {string} source
 */
export function chakraMemoSource(source) {
  const exports = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].map(([, names]) => names.trim());
  if (exports.join() !== 'memo' || !/const memo = \(fn\) =>/.test(source) || !/fn\.apply\(this, args\)/.test(source))
    throw new Error("Chakra's utils/memo.js changed shape: check shared/src/ui/chakra-memo.ts against it");
  return `export { memo } from ${JSON.stringify(REPLACEMENT)};\n`;
}

/** The module rule that applies `chakraMemoSource` to Chakra's memo module. */
export function chakraMemoRule() {
  return rewriteModuleRule(/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/, import.meta.url, 'chakraMemoSource');
}
