/** Rspack loader for Chakra's `utils/memo.js`: see chakra-memo.mjs. */
module.exports = function chakraMemoLoader(source) {
  const callback = this.async();
  import('./chakra-memo.mjs').then(
    ({ chakraMemoSource }) => callback(null, chakraMemoSource(source)),
    (error) => callback(error),
  );
};
