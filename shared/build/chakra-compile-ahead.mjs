/**
 * Chakra's styled elements (`dist/esm/styled-system/factory.js`) insert their style with
 * emotion's `insertStyles` from an insertion effect, during React's commit, which compiles it
 * there. The build makes each element also hand its style to the page's emotion cache while it
 * renders, so that the cache compiles it then, in the render's slices (`createUiEmotionCache`,
 * shared/src/ui/emotion-cache.ts). The cache keeps the hook under a registered symbol: any other
 * cache (a test's, emotion's default) has none, and the element renders as Chakra wrote it.
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
 * Chakra's factory module with its `Insertion` compiling the style ahead, while it renders. Fails
 * when the installed module no longer has the shape this rewrites.
 * @param {string} source
 */
export function factoryCompilingAheadSource(source) {
  if (source.split(REGISTER_THEN_INSERT).length !== 2)
    throw new Error("Chakra's styled-system/factory.js changed shape: update shared/build/chakra-compile-ahead.mjs");
  return source.replace(
    REGISTER_THEN_INSERT,
    `  registerStyles(cache2, serialized, isStringTag);
  // Marquee: the page's emotion cache compiles the style now, in the render (see above).
  cache2[Symbol.for("marquee.emotion.compileAhead")]?.(serialized);
  const rules = useInsertionEffectAlwaysWithSyncFallback(
    () => insertStyles(cache2, serialized, isStringTag)
  );`,
  );
}

/** The module rule that applies `factoryCompilingAheadSource` to Chakra's factory module. */
export function chakraCompileAheadRule() {
  return rewriteModuleRule(
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    import.meta.url,
    'factoryCompilingAheadSource',
  );
}
