/**
 * The federation bundler runtime of a production remote, borrowed from the shell.
 *
 * Every container carries Module Federation's bundler runtime: the functions its generated code
 * calls to initialise sharing, consume shared modules and start the container (~4 KB of each
 * remoteEntry.js as sent). They keep no state of their own (each call gets the container's
 * `__webpack_require__`), and a production remote already runs on the shell's federation runtime
 * (`externalRuntime`), so it takes these functions from the shell too: the shell's first script
 * lends them on the page's hand-over (shared/src/first-paint/hand-over.ts; the shell's
 * shell/src/federation/lend-bundler-runtime.ts writes it) and a remote's build puts this module
 * where the bundler runtime would be (create-app-config.mjs). What is a container's own stays
 * its own: the `federation` object, its share scopes (`S`), its `@module-federation/runtime`
 * (which holds the container's instance) and the function that starts a container, which the
 * shell's build leaves out as it has nothing to expose.
 */
import * as runtime from '@module-federation/enhanced/runtime';
// The shell, exposing nothing, is built without it (aliased by the build: federation-runtime-paths.mjs).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { existingHandOver } from '@marquee/shared/first-paint/hand-over';

// The shell's first script has made the hand-over and lent the runtime before any remote runs.
const lent = existingHandOver()?.bundlerRuntime;
if (!lent || typeof lent.bundlerRuntime !== 'object')
  throw new Error('This Marquee remote runs inside the Marquee shell, which provides its federation runtime.');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
