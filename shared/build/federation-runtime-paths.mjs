/**
 * Where Module Federation's run-time packages are on disk, and how a Marquee build points at
 * them: their ES builds (so the bundler can drop what Marquee does not use), and, for production
 * remotes, the bundler runtime borrowed from the shell (bundler-runtime-from-shell.mjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';

/** The folder of one of the federation runtime's packages, as the federation plugin resolves it. */
export function federationPackageDir(name) {
  const buildRequire = createRequire(import.meta.url);
  const enhancedEntry = buildRequire.resolve('@module-federation/enhanced');
  const enhancedDir = enhancedEntry.slice(0, enhancedEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const enhanced = createRequire(path.join(enhancedDir, 'package.json'));
  const toolsRequire = createRequire(enhanced.resolve('@module-federation/runtime-tools/package.json'));
  return path.dirname(toolsRequire.resolve(`${name}/package.json`));
}

/** The federation runtime's own entry points, as their ES builds (aliases). */
export function federationRuntimeEsm() {
  return Object.fromEntries(
    ['@module-federation/runtime', BUNDLER_RUNTIME].flatMap((name) => {
      const dir = federationPackageDir(name);
      const esm = path.join(dir, 'dist', 'index.js');
      // The federation plugin asks for the CommonJS file by its path.
      return [
        [`${name}$`, esm],
        [path.join(dir, 'dist', 'index.cjs'), esm],
      ];
    }),
  );
}

/** The module a container's generated code takes the bundler runtime from (matched by path). */
export const BUNDLER_RUNTIME_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.js$/;

/** What a production remote has instead: the shell's, borrowed. */
export const BUNDLER_RUNTIME_FROM_SHELL = path.join(import.meta.dirname, 'bundler-runtime-from-shell.mjs');

/**
 * The one part of the bundler runtime a remote still brings (the shell, exposing nothing, is
 * built without it): how a container starts. Aliased, as the build scripts' package cannot name
 * the federation plugin's own dependency.
 */
export function containerStartAlias() {
  const request = `${BUNDLER_RUNTIME}/dist/initContainerEntry.js`;
  return { [`${request}$`]: path.join(federationPackageDir(BUNDLER_RUNTIME), 'dist', 'initContainerEntry.js') };
}
