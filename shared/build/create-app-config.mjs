/**
 * The Rspack configuration every Marquee app (the shell and the five remotes) is built with.
 * Each app's rspack.config.mjs calls this with its own name, port and exposed modules, so a
 * feature team builds and deploys its remote alone, yet every app federates the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PLATFORM_VERSION, sharedDependencies } from './federation-shared.mjs';
import { ENTRY_FILE, RemoteDescriptorPlugin, ShellDescriptorPlugin } from './remote-descriptor.mjs';
import { appOf } from './apps.mjs';
import { BROWSER_TARGETS, buildTimeDefines } from './public-env.mjs';
import { chakraRecipePlugins } from './chakra-recipes.mjs';
import { StaticUiCssPlugin } from './chakra-static-css.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { InlineEarlyStartPlugin } from './inline-early-start.mjs';
import {
  BUNDLER_RUNTIME_ENTRY,
  BUNDLER_RUNTIME_FROM_SHELL,
  containerStartAlias,
  federationRuntimeEsm,
} from './federation-runtime-paths.mjs';

/** Where the shell built for the one-remote loop goes: not dist/, which `npm start` and the e2e suite serve. */
export const DEV_LOOP_DIST = path.join('.dev-loop', 'dist');

/** The module a host's index.html runs inline (see inline-early-start.mjs). */
const EARLY_START_INLINE = path.join(import.meta.dirname, '..', 'src', 'first-paint', 'inline-start.ts');

/**
 * The app's icon (public/favicon.svg) written into its page as a data URL: on a cold load the
 * browser would otherwise fetch it beside the start-up scripts, one more request sharing a phone's
 * bandwidth before the first screen. The file stays in public/ for anything that links to it.
 */
function faviconDataUrl(dir) {
  const svg = fs
    .readFileSync(path.join(dir, 'public', 'favicon.svg'), 'utf8')
    .trim()
    .replace(/\s+/g, ' ');
  // Quotes become %22 so the URL fits in a double-quoted attribute.
  return `data:image/svg+xml,${svg.replace(/[%#<>"]/g, (character) => encodeURIComponent(character))}`;
}

/** The app's own index.html, or the standalone harness page every remote shares. */
function htmlSource(dir, name) {
  const own = path.join(dir, 'index.html');
  if (fs.existsSync(own)) return { template: own, templateParameters: { faviconHref: faviconDataUrl(dir) } };
  return {
    templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Marquee · ${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  };
}

/**
 * The on-demand chunks whose modules the start-up groups below may take: the unnamed ones the
 * federation runtime makes for each shared module, and the pages' and kit's code on first use.
 * A chunk named where it is imported (`webpackChunkName`: the monitoring that starts once the page
 * is idle, the members' notifications bell, the chart library) is loaded on purpose later than
 * the start-up and keeps its code: taken into `platform`, it would download before the first paint.
 */
const startupGroupSource = (chunk) => !chunk.canBeInitial() && !chunk.name;

/**
 * The shell's start-up code in a handful of chunks instead of twenty: the federation runtime
 * gives every shared module (react, react-dom, each platform entry, ...) a chunk of its own, and
 * on a phone network each request costs a round trip. The shell needs all of them at start-up,
 * so they are grouped: React, emotion and zustand in one chunk, the platform's own code in another.
 */
function shellStartupChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      framework: {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics|zustand|@babel[\\/]runtime)[\\/]/,
        name: 'framework',
        chunks: startupGroupSource,
        enforce: true,
        priority: 20,
      },
      // The platform's code, with the curated Chakra recipe indexes and the federation runtime's
      // entry it reaches, and the shell's own start-up code (its layout; everything else of the
      // shell is in its first script).
      platform: {
        test: /[\\/]shared[\\/](src[\\/]|build[\\/]\.generated[\\/]|platform\.json$)|[\\/]shell[\\/]src[\\/]|[\\/]@module-federation[\\/]/,
        name: 'platform',
        chunks: startupGroupSource,
        enforce: true,
        priority: 10,
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (import.meta.dirname of its config)
 * @param {string} [options.name] federation name; defaults to the app's entry in apps.json
 * @param {number} [options.port] dev server port; defaults to the app's entry in apps.json
 * @param {Record<string, string>} [options.exposes] exposed modules (remotes only)
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (paths)
 * @param {string} [options.platformVersion] the platform contract version to build against
 *   (defaults to shared/platform.json's; test fixtures build against older or newer ones)
 * @param {{ path: string, answer: () => Promise<unknown> }[]} [options.devJson] JSON the dev server
 *   answers at a path (the shell's deployment map for the remotes' dev servers)
 * @param {boolean} [options.federated] false for a build without Module Federation (the benchmark's
 *   single application): the shell then has no remote files to preload
 * @param {boolean} [options.hostsDevRemote] the shell's production build for the one-remote loop
 *   (`marquee.mjs dev <remote>`, scripts/dev-loop.mjs), into .dev-loop/dist/: everything as in
 *   production except React's development build (only that one can refresh a component in place)
 *   and React's DevTools hook installed first, for the remote's React Refresh runtime
 * @param {'production' | 'development'} mode
 */
export function createAppConfig(options, mode) {
  const { dir, exposes = {}, runtimePlugins = [], platformVersion = PLATFORM_VERSION, devJson = [], hostsDevRemote = false } = options;
  const name = options.name ?? appOf(dir).name;
  // Dev servers move with PORT_OFFSET, like everything else a local run serves.
  const port = (options.port ?? appOf(dir).port) + Number(process.env.PORT_OFFSET ?? 0);
  const isProduction = mode === 'production';
  const isDevServer = process.env.RSPACK_SERVE === 'true' || process.argv.includes('serve');
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const packageDir = (pkg) => path.dirname(appRequire.resolve(`${pkg}/package.json`));
  const isRemote = Object.keys(exposes).length > 0;
  return {
    mode,
    context: dir,
    // A shell that hosts a remote's dev server (the loop's, or its own dev server) keeps React's
    // renderer for the remote's React Refresh runtime (react-refresh-host-hook.mjs).
    entry: {
      main:
        hostsDevRemote || (!isRemote && !isProduction)
          ? [path.join(import.meta.dirname, 'react-refresh-host-hook.mjs'), './src/index.ts']
          : './src/index.ts',
    },
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, hostsDevRemote ? DEV_LOOP_DIST : 'dist'),
      // Remotes are loaded cross-origin: their chunks resolve relative to remoteEntry.js. The
      // shell's index.html answers every deep link (/auth/login, /movie/1), so its own scripts
      // must be absolute.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // One React on disk, whatever pnpm links: a second copy breaks hooks at run time.
      alias: {
        react$: packageDir('react'),
        'react-dom$': packageDir('react-dom'),
        ...federationRuntimeEsm(),
        ...(isRemote && isProduction ? containerStartAlias() : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction, refresh: isDevServer && !isProduction },
              },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
        { test: /\.svg$/, type: 'asset/resource' },
        // The federation runtime's packages ship CommonJS and ES builds, and the runtime `require`s
        // them: the ES builds let the bundler drop what Marquee does not use (Node's loaders, ...).
        // With the aliases above: the shell's main script 36.5 → 29.7 KB gzipped, each remoteEntry.js 16.7 → 9.2 KB.
        { test: /[\\/]@module-federation[\\/]/, resolve: { conditionNames: ['import', 'module', 'browser', 'default'] } },
        // Chakra and the federation runtime are compiled as installed: what Marquee changes in them
        // is in patches/, applied by pnpm (package.json `pnpm.patchedDependencies`, decision 0009).
      ],
    },
    plugins: [
      // Chakra's recipe indexes cut to the recipes Marquee's code uses: derived from the code at
      // each build, the one change to Chakra a patch cannot hold (decision 0009).
      ...chakraRecipePlugins(),
      new rspack.DefinePlugin(buildTimeDefines({ mode, federated: options.federated ?? true, reactDevelopment: hostsDevRemote })),
      // A remote's own page is its standalone harness, a development tool: production remotes
      // ship only what the shell loads (they rely on the shell's federation runtime).
      !isRemote || !isProduction ? new rspack.HtmlRspackPlugin({ ...htmlSource(dir, name), chunks: ['main'] }) : null,
      // The shell's page carries the UI system's global CSS, so the page does not build it at start-up.
      !isRemote ? new StaticUiCssPlugin() : null,
      // The shell's page preloads the scripts its start-up needs (production: hashed, final names).
      !isRemote && isProduction ? new StartupPreloadPlugin() : null,
      // ... and they are compiled whole, off the main thread, while they download (a remote's
      // page code too: the shell preloads it with the page's first address).
      isProduction ? new CompileHintsPlugin(isRemote ? { remoteDir: dir } : {}) : null,
      // ... and runs the early start itself, inline (in development too: nothing else starts it).
      !isRemote ? new InlineEarlyStartPlugin({ entry: EARLY_START_INLINE, federated: options.federated ?? true }) : null,
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        name,
        filename: ENTRY_FILE,
        exposes,
        shared: sharedDependencies({ platformVersion, production: isProduction, consumeOnly: isRemote && isProduction }),
        // Fetch a remote's code only when a page needs it, never at shell start-up.
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Production remotes use the shell's federation runtime instead of carrying their own
        // (~27 KB gzipped less per remote); dev servers keep theirs so a remote runs standalone.
        // Browser only, and without manifest snapshots: the shell loads every remote by its entry
        // (the deployment map names it), so the runtime never reads a manifest.
        experiments: isProduction
          ? isRemote
            ? { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
            : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
          : {},
        dev: isProduction ? false : { disableLiveReload: true, disableHotTypesReload: true },
      }),
      // ... and the shell's federation bundler runtime (bundler-runtime-from-shell.mjs).
      isRemote && isProduction ? new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_FROM_SHELL) : null,
      isRemote
        ? new RemoteDescriptorPlugin({ dir, name, exposes, platformRange: `^${platformVersion}` })
        : new ShellDescriptorPlugin({ dir, platformVersion }),
      isDevServer && !isProduction ? new (appRequire('@rspack/plugin-react-refresh').ReactRefreshRspackPlugin)() : null,
    ].filter(Boolean),
    optimization: {
      // The mode's own NODE_ENV would conflict with the loop's (buildTimeDefines says it either way).
      ...(hostsDevRemote ? { nodeEnv: false } : {}),
      // Remotes must keep federation runtime in remoteEntry; the shell can split freely.
      runtimeChunk: false,
      // Dev: no chunk splitting for remotes: with it, the standalone entry and remoteEntry
      // disagree on the names of split shared chunks, and the harness 404s on them.
      // Production: a remote's page arrives as one chunk beside remoteEntry.js (each shared
      // module stays its own chunk, as federation needs). Code two pages of a remote both use is
      // in each page's chunk: a few KB more when the visitor opens the second page, one request
      // fewer on every first load, when a phone's connection is busiest.
      splitChunks: isRemote
        ? isProduction
          ? { chunks: 'async', minSize: 250_000 }
          : false
        : isProduction
          ? shellStartupChunks()
          : undefined,
    },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      allowedHosts: 'all',
      historyApiFallback: true,
      hot: true,
      liveReload: false,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      // A remote's hot-update client runs in the shell's page too (the one-remote loop): it must
      // reach this server, not the page's origin.
      client: { overlay: { errors: true, warnings: false }, ...(isRemote ? { webSocketURL: { hostname: 'localhost', port } } : {}) },
      setupMiddlewares: (middlewares) => [
        ...devJson.map(({ path: urlPath, answer }) => ({
          name: `marquee-json:${urlPath}`,
          path: urlPath,
          middleware: (_request, response, next) => {
            answer().then((body) => {
              response.setHeader('Content-Type', 'application/json; charset=utf-8');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(JSON.stringify(body));
            }, next);
          },
        })),
        ...middlewares,
      ],
    },
    stats: 'errors-warnings',
  };
}
