/**
 * The one shared-dependency definition every Marquee app builds with. Only what holds state or
 * identity is shared (one instance per page, whichever app loaded first):
 * - the libraries whose React contexts or clients must be one: react, react-dom, react-router,
 *   @tanstack/react-query, @supabase/supabase-js, @emotion/react;
 * - the platform entry points of @marquee/shared (shared/platform.json), at the platform
 *   contract's semantic version.
 * Everything else, the stateless entry points of @marquee/shared included, is bundled into each
 * app that imports it, so a remote runs exactly the code it was built with.
 *
 * @chakra-ui/react is deliberately NOT a shared module: a shared module is shipped whole (about
 * 309 KB gzipped for Chakra). Apps reach Chakra only through `@marquee/shared/ui`, a curated set
 * of components that is itself a platform singleton, so there is still one Chakra system per
 * page, tree-shaken to what Marquee uses. The lint config forbids importing @chakra-ui/react
 * anywhere else.
 */
import { createRequire } from 'node:module';
import { CURATED_SHARED, curatedSharedModule, installedVersion } from './curated-shared.mjs';

const require = createRequire(import.meta.url);
const sharedManifest = require('../package.json');
const platform = require('../platform.json');

/** Libraries that must exist once per page, with their subpaths. */
const SINGLETON_LIBRARIES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@emotion/react',
  '@emotion/react/',
];

export const PLATFORM_VERSION = platform.version;
/** The entry points of @marquee/shared that are platform singletons. */
export const PLATFORM_ENTRIES = platform.entries.map((entry) => `@marquee/shared/${entry}`);

/**
 * @param {{ platformVersion?: string, production?: boolean, consumeOnly?: boolean }} [options] the
 *   platform version the app is built against (defaults to this checkout's; an app states
 *   `^<that version>` as its range), whether the build is for production (which build of a curated
 *   library its module wraps), and whether the app only consumes the shared modules: a production
 *   remote runs only inside the shell, which provides every one of them (it already uses the
 *   shell's federation runtime), so it carries no copies of its own (`import: false`), and its
 *   remoteEntry.js no table of them.
 * @returns {import('@module-federation/enhanced/rspack').ModuleFederationPluginOptions['shared']}
 */
export function sharedDependencies({ platformVersion = PLATFORM_VERSION, production = true, consumeOnly = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const key of SINGLETON_LIBRARIES) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    if (!sharedManifest.dependencies[name]) throw new Error(`shared/package.json has no dependency on ${name}`);
    // The manifest says `catalog:` (the workspace's one version); the range is the installed major.
    const { version } = require(`${name}/package.json`);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
  }
  // Some are shared as the set of their exports that Marquee uses (see curated-shared.mjs).
  for (const name of Object.keys(CURATED_SHARED)) {
    shared[name] = { ...shared[name], import: curatedSharedModule(name, { production }), version: installedVersion(name) };
  }
  for (const entry of PLATFORM_ENTRIES) {
    shared[entry] = { singleton: true, version: platformVersion, requiredVersion: `^${platformVersion}`, strictVersion: false };
  }
  if (consumeOnly) for (const key of Object.keys(shared)) shared[key] = { ...shared[key], import: false };
  return shared;
}
