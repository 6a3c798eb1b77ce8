/** Rspack loader for the federation runtime's `utils/semver/index.js`: see federation-semver.mjs. */
module.exports = function federationSemverLoader(source) {
  const callback = this.async();
  import('./federation-semver.mjs').then(
    ({ rememberedSatisfySource }) => callback(null, rememberedSatisfySource(source)),
    (error) => callback(error),
  );
};
