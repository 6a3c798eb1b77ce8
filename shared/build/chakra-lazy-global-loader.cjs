/**
 * Rspack loader for Chakra's `styled-system/system.js`: the system's global styles are computed
 * on first read instead of inside `createSystem` (see chakra-static-css.mjs).
 */
module.exports = function chakraLazyGlobalLoader(source) {
  const callback = this.async();
  import('./chakra-static-css.mjs').then(
    ({ lazyGlobalSource }) => callback(null, lazyGlobalSource(source)),
    (error) => callback(error),
  );
};
