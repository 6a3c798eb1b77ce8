/** The module rule that runs one of Marquee's build-time rewrites on a dependency's module. */
import path from 'node:path';

const LOADER = path.join(import.meta.dirname, 'rewrite-module-loader.cjs');

/**
 * @param {RegExp} test the module(s) to rewrite
 * @param {string} rewriterUrl `import.meta.url` of the module that exports the rewrite
 * @param {string} rewrite the name of its export, from the module's source to the new source
 */
export function rewriteModuleRule(test, rewriterUrl, rewrite) {
  return { test, loader: LOADER, options: { rewriter: rewriterUrl, rewrite } };
}
