/**
 * The shell's start-up scripts ask the browser to compile all their functions at once.
 *
 * V8 compiles a function when it is first called, on the main thread, unless the script says
 * otherwise: a script that begins with the magic comment `//# allFunctionsCalledOnLoad` is
 * compiled whole while it streams in, on a background thread (Chrome 136 and later; other engines
 * read a comment). The start-up scripts (the entry, React, the router, the query client, the UI
 * kit and the shell's own code, see startup-preload.mjs) run most of their functions before the
 * first screen is drawn, and compiling them one by one was a fifth of a cold load's main-thread
 * work: at 4× CPU, long tasks a phone's visitor cannot interact through. Code loaded on demand
 * (menus, dialogs, supabase-js, the remotes) keeps V8's lazy compilation.
 *
 * The comment is added after minification (which drops comments) and before the source maps and
 * content hashes are computed, so both match the files as served.
 */
import { startupScripts } from './startup-preload.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up scripts and the entry's own: every script that runs before the first screen. */
function startupAndEntryScripts(compilation) {
  const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set([...entryFiles, ...startupScripts(compilation)])].filter((file) => file.endsWith('.js'));
}

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of startupAndEntryScripts(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
