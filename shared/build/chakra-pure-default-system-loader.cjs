/** Rspack loader for Chakra's `preset.js`: see chakra-default-system.mjs. */
module.exports = function chakraPureDefaultSystemLoader(source) {
  const callback = this.async();
  import('./chakra-default-system.mjs').then(
    ({ pureDefaultSystemSource }) => callback(null, pureDefaultSystemSource(source)),
    (error) => callback(error),
  );
};
