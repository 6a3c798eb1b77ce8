/**
 * The shell's start-up scripts, and a remote's page code, ask the browser to compile all their
 * functions at once.
 *
 * V8 compiles a function when it is first called, on the main thread, unless the script says
 * otherwise: a script that begins with the magic comment `//# allFunctionsCalledOnLoad` is
 * compiled whole while it streams in, on a background thread (Chrome 136 and later; other engines
 * read a comment). The start-up scripts (the entry, React, the router, the query client, the UI
 * kit and the shell's own code, see startup-preload.mjs) run most of their functions before the
 * first screen is drawn, and compiling them one by one was a fifth of a cold load's main-thread
 * work: at 4× CPU, long tasks a phone's visitor cannot interact through. A remote's page code
 * (its remoteEntry.js and each exposed module's chunks, the files the deployment map lists for a
 * page and the shell preloads as soon as it knows the page, see remote-descriptor.mjs) runs most
 * of its functions while the page first renders: compiled one by one, a movie page's were one
 * render task of 50–80 ms at full speed. Other code loaded on demand (menus, dialogs,
 * supabase-js, the shared modules' chunks) keeps V8's lazy compilation.
 *
 * The comment is added after minification (which drops comments) and before the source maps and
 * content hashes are computed, so both match the files as served.
 */
import { ENTRY_FILE, readRouteDeclarations } from './remote-descriptor.mjs';
import { startupScripts } from './startup-preload.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up scripts and the entry's own: every script that runs before the first screen. */
function startupAndEntryScripts(compilation) {
  const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set([...entryFiles, ...startupScripts(compilation)])].filter((file) => file.endsWith('.js'));
}

/** The federation plugin's name for the chunk group of an exposed module (`./MoviePage` → `__federation_expose_MoviePage`). */
const EXPOSE_GROUP = '__federation_expose_';

/**
 * A remote's page code: its container entry and every chunk of each exposed module a route
 * renders (`modules`), the files remote-descriptor.mjs's `pageFiles` lists for the map.
 */
export function remotePageScripts(compilation, modules) {
  const files = new Set([ENTRY_FILE]);
  for (const group of compilation.chunkGroups) {
    if (!group.name?.startsWith(EXPOSE_GROUP) || !modules.has(group.name.slice(EXPOSE_GROUP.length))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js') && compilation.getAsset(file));
}

export class CompileHintsPlugin {
  /** @param {{ remoteDir?: string }} [options] a remote's folder: its build hints its pages' code; the shell's, its start-up */
  constructor(options = {}) {
    this.remoteDir = options.remoteDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async () => {
          const files = this.remoteDir
            ? remotePageScripts(compilation, new Set((await readRouteDeclarations(this.remoteDir)).map((route) => route.module)))
            : startupAndEntryScripts(compilation);
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
