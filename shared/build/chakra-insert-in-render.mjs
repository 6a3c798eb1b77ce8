/**
 * Chakra's styled elements (`dist/esm/styled-system/factory.js`) insert their style with
 * emotion's `insertStyles` from an insertion effect, during React's commit: the commit that
 * replaces a page's frame with the page compiled (stylis) and parsed (the browser's
 * `insertRule`) every new style of the page, ~20 KB of CSS, a third of a task React cannot split.
 * The build makes each element insert its style while it renders instead, as emotion does where
 * insertion effects do not exist: in the render's slices, between which the browser is free. The
 * insertion effect then finds the style inserted and does nothing. A style is named by the hash of
 * its rules and its class is new to the page, so inserting it early changes no element's style;
 * a render React throws away leaves a rule no element uses.
 */
import path from 'node:path';
import { chakraThemeDir } from './chakra-recipes.mjs';
import { rewriteModuleRule } from './rewrite-module-rule.mjs';

const REGISTER_THEN_INSERT = `  registerStyles(cache2, serialized, isStringTag);
  const rules = useInsertionEffectAlwaysWithSyncFallback(
    () => insertStyles(cache2, serialized, isStringTag)
  );`;

/** The installed Chakra's styled-element factory. */
export function chakraFactoryFile() {
  return path.join(chakraThemeDir(), '..', 'styled-system', 'factory.js');
}

/**
 * Chakra's factory module with its `Insertion` inserting the style while it renders (in a
 * browser; a server render still collects it from the effect). Fails when the installed module
 * no longer has the shape this rewrites.
 * @param {string} source
 */
export function factoryInsertingInRenderSource(source) {
  if (source.split(REGISTER_THEN_INSERT).length !== 2 || !/^let isBrowser = typeof document !== "undefined";$/m.test(source))
    throw new Error("Chakra's styled-system/factory.js changed shape: update shared/build/chakra-insert-in-render.mjs");
  return source.replace(
    REGISTER_THEN_INSERT,
    `  registerStyles(cache2, serialized, isStringTag);
  // Marquee: inserted while the element renders, in the render's slices (see above).
  if (isBrowser) insertStyles(cache2, serialized, isStringTag);
  const rules = useInsertionEffectAlwaysWithSyncFallback(
    () => insertStyles(cache2, serialized, isStringTag)
  );`,
  );
}

/** The module rule that applies `factoryInsertingInRenderSource` to Chakra's factory module. */
export function chakraInsertInRenderRule() {
  return rewriteModuleRule(
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    import.meta.url,
    'factoryInsertingInRenderSource',
  );
}
