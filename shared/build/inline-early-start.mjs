/**
 * The early start (shared/src/first-paint/early-start.ts) runs from index.html itself, as an
 * inline script built on its own: the deployment files, the page's remote code and its first data
 * start while the browser is still downloading the shell's first script, instead of after it has
 * arrived and run (on a phone network, that script's round trip and download). What it started is
 * handed to the app through the page's one hand-over (shared/src/first-paint/hand-over.ts).
 *
 * A separate small build, not an entry of the shell's: the federation plugin puts its runtime
 * (~30 KB) into every entry of the build it is in.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { rspack } from '@rspack/core';
import { BROWSER_TARGETS, buildTimeDefines } from './public-env.mjs';

/** Builds one module as a self-contained, minified script and returns its text. */
export async function buildInlineScript({ entry, mode, federated }) {
  const outDir = path.join(import.meta.dirname, '.generated', 'inline-early-start');
  const compiler = rspack({
    mode,
    target: 'web',
    devtool: false,
    context: path.dirname(entry),
    entry: { early: entry },
    output: { path: outDir, filename: '[name].js', iife: true, clean: true },
    // React is never called here: react-router's `matchRoutes` is the one export used, and its
    // module's import of React would otherwise bring React's package code along.
    resolve: { extensions: ['.ts', '.js', '.mjs'], alias: { react: false } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: BROWSER_TARGETS } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin(buildTimeDefines({ mode, federated }))],
    optimization: { splitChunks: false, runtimeChunk: false },
    stats: 'errors-only',
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
  );
  if (stats.hasErrors()) throw new Error(`inline early start: ${stats.toString({ all: false, errors: true })}`);
  return readFile(path.join(outDir, 'early.js'), 'utf8');
}

export class InlineEarlyStartPlugin {
  /** @param {{ entry: string, federated: boolean }} options the module to run inline (absolute path) */
  constructor({ entry, federated }) {
    this.entry = entry;
    this.federated = federated;
  }

  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.rspack;
    const mode = compiler.options.mode ?? 'production';
    compiler.hooks.thisCompilation.tap('InlineEarlyStartPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('InlineEarlyStartPlugin', async (data) => {
        const script = await buildInlineScript({ entry: this.entry, mode, federated: this.federated });
        if (!data.html.includes('<head>')) throw new Error('InlineEarlyStartPlugin: the page has no <head>');
        // `</script` cannot occur in the text: the script would end there.
        if (/<\/script/i.test(script)) throw new Error('InlineEarlyStartPlugin: the script contains </script');
        data.html = data.html.replace('<head>', `<head><script id="marquee-early-start">${script}</script>`);
        return data;
      });
    });
  }
}
