/**
 * The shell lends production remotes its federation bundler runtime, as it lends them its
 * federation runtime: they are built to take it from the page's hand-over instead of each carrying
 * a copy (shared/build/bundler-runtime-from-shell.mjs). Only the stateless functions are lent;
 * every container keeps its own share scopes and instance.
 */
import { pageHandOver, type LentBundlerRuntime } from '@marquee/shared/first-paint/hand-over';

interface FederationGlobal {
  bundlerRuntime?: object;
  attachShareScopeMap?: unknown;
}

declare const __webpack_require__: { federation?: FederationGlobal };

/** The shell's own bundler runtime, when it is built with federation (not in tests or the single-application benchmark). */
function ownFederation(): FederationGlobal | undefined {
  return typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.federation;
}

export function lendBundlerRuntime(federation: FederationGlobal | undefined = ownFederation()): void {
  if (!federation?.bundlerRuntime) return;
  const { bundlerRuntime, attachShareScopeMap } = federation;
  const lent: LentBundlerRuntime = { bundlerRuntime, attachShareScopeMap };
  pageHandOver().bundlerRuntime = lent;
}
