/**
 * Chakra's conditions (`dist/esm/styled-system/conditions.js`) answer `has(key)` — is this style
 * key a condition (`_hover`, `md`, ...)? — with `Object.keys(values).includes(key)`: a new array of
 * the hundred-odd condition names and a scan of it on every call. Chakra asks for each key of
 * each style object it computes and twice per comparison when it sorts a style's keys, 9–12 ms of
 * a cold load's main thread at full speed. The names are fixed when the system is created, so the
 * build makes `has` look them up in a set made once; `keys()` still answers a new array.
 */
import path from 'node:path';
import { chakraThemeDir } from './chakra-recipes.mjs';
import { rewriteModuleRule } from './rewrite-module-rule.mjs';

const KEYS_AND_HAS = `  function keys() {
    return Object.keys(values);
  }
  function has(key) {
    return keys().includes(key) ||`;

/** The installed Chakra's conditions module. */
export function chakraConditionsFile() {
  return path.join(chakraThemeDir(), '..', 'styled-system', 'conditions.js');
}

/**
 * Chakra's conditions module with `has` answered from a set of the condition names. Fails when
 * the installed module no longer has the shape this stands in for.
 * @param {string} source
 */
export function conditionsWithNameSetSource(source) {
  if (
    source.split(KEYS_AND_HAS).length !== 2 ||
    !/const values = Object\.assign\(\{\}, conditions, breakpoints\.conditions\);/.test(source)
  )
    throw new Error("Chakra's styled-system/conditions.js changed shape: update shared/build/chakra-conditions.mjs");
  return source.replace(
    KEYS_AND_HAS,
    `  // Marquee: the names looked up in a set made once (values is not changed after this point).
  const names = new Set(Object.keys(values));
  function keys() {
    return Object.keys(values);
  }
  function has(key) {
    return names.has(key) ||`,
  );
}

/** The module rule that applies `conditionsWithNameSetSource` to Chakra's conditions module. */
export function chakraConditionsRule() {
  return rewriteModuleRule(
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/,
    import.meta.url,
    'conditionsWithNameSetSource',
  );
}
