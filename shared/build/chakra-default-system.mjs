/**
 * Chakra's `preset.js` makes `defaultSystem` while the module is evaluated: a whole system (token
 * dictionary, utilities, conditions), ~25 ms of the page's start-up at full CPU speed, which
 * Marquee never uses (it makes its own system from `defaultConfig`, see shared/src/ui/system.ts).
 * The call is marked pure, so the bundler drops it with the unused binding.
 */
import path from 'node:path';

const EAGER_DEFAULT_SYSTEM = 'const defaultSystem = createSystem(defaultConfig);';

/** Chakra's preset module with the default system's creation marked as free of side effects. */
export function pureDefaultSystemSource(source) {
  if (!source.includes(EAGER_DEFAULT_SYSTEM))
    throw new Error("Chakra's preset.js changed shape: update shared/build/chakra-default-system.mjs");
  return source.replace(EAGER_DEFAULT_SYSTEM, 'const defaultSystem = /*#__PURE__*/ createSystem(defaultConfig);');
}

/** The module rule that applies `pureDefaultSystemSource` to Chakra's preset module. */
export function chakraPureDefaultSystemRule() {
  return {
    test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/,
    loader: path.join(import.meta.dirname, 'chakra-pure-default-system-loader.cjs'),
  };
}
