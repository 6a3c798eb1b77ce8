/**
 * The federation runtime checks a shared module's version against each consumer's range with
 * its own semver `satisfy`, which parses the range anew on every call: a dozen large regular
 * expressions built and run for each check, a few dozen checks while a page starts (every
 * shared module and platform entry the start-up consumes), 15–30 ms of a cold start's main
 * thread at full speed. The answer depends on the two strings only, so the build makes the
 * runtime remember it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { federationPackageDir } from './federation-runtime-paths.mjs';
import { rewriteModuleRule } from './rewrite-module-rule.mjs';

const EXPORT = 'export { satisfy };';

/**
 * The runtime's semver module with `satisfy` remembered per (version, range).
 * @param {string} source
 */
export function rememberedSatisfySource(source) {
  if (!/^function satisfy\(version, range\) \{$/m.test(source) || source.split(EXPORT).length !== 2)
    throw new Error("The federation runtime's utils/semver/index.js changed shape: update shared/build/federation-semver.mjs");
  return source.replace(
    EXPORT,
    [
      '/** Marquee: answers remembered per (version, range); both come from build configurations. */',
      'const satisfied = new Map();',
      'function rememberedSatisfy(version, range) {',
      '\tconst key = `${version}\\u0000${range}`;',
      '\tlet answer = satisfied.get(key);',
      '\tif (answer === undefined) {',
      '\t\tanswer = satisfy(version, range);',
      '\t\tsatisfied.set(key, answer);',
      '\t}',
      '\treturn answer;',
      '}',
      'export { rememberedSatisfy as satisfy };',
    ].join('\n'),
  );
}

/** The installed runtime's semver module (of the runtime-core the federation runtime uses). */
export function federationSemverFile() {
  const runtimeRequire = createRequire(path.join(federationPackageDir('@module-federation/runtime'), 'package.json'));
  return path.join(path.dirname(runtimeRequire.resolve('@module-federation/runtime-core')), 'utils', 'semver', 'index.js');
}

/** The module rule that applies `rememberedSatisfySource` to the runtime's semver module. */
export function federationSemverRule() {
  return rewriteModuleRule(
    /@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/,
    import.meta.url,
    'rememberedSatisfySource',
  );
}
