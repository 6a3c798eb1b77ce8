/** Rspack loader for Chakra's `styled-system/conditions.js`: see chakra-conditions.mjs. */
module.exports = function chakraConditionsLoader(source) {
  const callback = this.async();
  import('./chakra-conditions.mjs').then(
    ({ conditionsWithNameSetSource }) => callback(null, conditionsWithNameSetSource(source)),
    (error) => callback(error),
  );
};
