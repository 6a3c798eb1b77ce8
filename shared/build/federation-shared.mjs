/**
 * The one shared-dependency definition every Marquee app builds with.
 *
 * Everything here is a federation singleton: one React, one router, one QueryClient, one
 * Supabase client and one auth store per page, whichever app happened to load first.
 * Versions come from the shared package's own manifest so they are real semver ranges.
 *
 * @chakra-ui/react is deliberately NOT a shared module of its own: a shared module is shipped
 * whole (about 309 KB gzipped for Chakra). Every app reaches Chakra only through
 * `@marquee/shared/ui`, a curated set of components that is itself a singleton, so there is
 * still exactly one Chakra instance (one system, one context) per page, tree-shaken to what
 * Marquee uses. The lint config forbids importing @chakra-ui/react anywhere else.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharedManifest = require('../package.json');

const deps = sharedManifest.dependencies;

/** Libraries that must exist once per page, with their subpaths. */
const SINGLETON_LIBRARIES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  'zustand',
  'zustand/',
  '@emotion/react',
  '@emotion/react/',
  'framer-motion',
  'formik',
  'yup',
];

function packageNameOf(shareKey) {
  const trimmed = shareKey.endsWith('/') ? shareKey.slice(0, -1) : shareKey;
  return trimmed;
}

/** @returns {import('@module-federation/enhanced/rspack').ModuleFederationPluginOptions['shared']} */
export function sharedDependencies() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const key of SINGLETON_LIBRARIES) {
    const name = packageNameOf(key);
    const range = deps[name];
    if (!range) throw new Error(`shared/package.json has no dependency on ${name}`);
    shared[key] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  // The workspace package: `workspace:*` is not a semver range, so pin to its own version.
  const ownRange = `^${sharedManifest.version}`;
  shared['@marquee/shared/'] = { singleton: true, requiredVersion: ownRange, version: sharedManifest.version };
  return shared;
}

export const FEDERATION_NAMES = {
  shell: 'shell',
  catalog: 'mf_catalog',
  search: 'mf_search',
  movie: 'mf_movie',
  account: 'mf_account',
  reviews: 'mf_reviews',
};
