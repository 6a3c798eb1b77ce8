/**
 * Rspack loader that hands a dependency's module to one of Marquee's build-time rewrites
 * (chakra-memo.mjs, chakra-conditions.mjs, federation-semver.mjs): `options.rewriter` is the
 * rewrite's module (its file URL) and `options.rewrite` the name of its function from the
 * module's source to the source the build compiles. Each rewrite checks the shape of what it
 * rewrites and fails the build when an upgrade changes it.
 */
module.exports = function rewriteModuleLoader(source) {
  const callback = this.async();
  const { rewriter, rewrite } = this.getOptions();
  // A rewrite that throws (a module of another shape) fails the build with its message.
  import(rewriter)
    .then((module) => module[rewrite](source))
    .then(
      (output) => callback(null, output),
      (error) => callback(error),
    );
};
