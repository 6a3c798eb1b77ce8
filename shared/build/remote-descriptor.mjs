/**
 * A remote's descriptor: its federation name, build version, the platform range it needs and the
 * routes it serves (read from its own `src/routes.ts`). The build writes it as
 * `dist/marquee-remote.json`; a deployment copies it into the deployment map (`remotes.json`),
 * which is how the shell learns a remote's pages without being rebuilt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DESCRIPTOR_FILE = 'marquee-remote.json';
/** What the shell's build says of itself: the platform version it provides. */
export const SHELL_DESCRIPTOR_FILE = 'marquee-shell.json';

/** Imports a TypeScript module from a build script (tsx, loaded on demand: the root scripts import this file before dependencies are installed). */
export async function importTypeScript(file) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(file).href, import.meta.url);
}

/** The route declarations of the remote in `dir`, as the array the map carries. */
export async function readRouteDeclarations(dir) {
  const file = path.join(dir, 'src', 'routes.ts');
  if (!fs.existsSync(file)) return [];
  const module = await importTypeScript(file);
  const declarations = module.routes ?? module.default;
  if (!declarations || typeof declarations !== 'object')
    throw new Error(`${file} must export its routes (export const routes = defineRoutes({...}))`);
  return Object.values(declarations);
}

/** Fails the build when a route names a module the remote does not expose. */
export function checkRoutesAgainstExposes(name, routes, exposes) {
  const missing = routes.filter((route) => !(`./${route.module}` in exposes)).map((route) => `${route.path} → ./${route.module}`);
  if (missing.length > 0) throw new Error(`${name} declares routes whose module it does not expose: ${missing.join(', ')}`);
}

/** The name every Marquee remote's build gives its container entry (create-app-config.mjs). */
export const ENTRY_FILE = 'remoteEntry.js';

/**
 * Where a remote's entry is, from its manifest: relative to the manifest when its files sit
 * beside it (public path `auto`), else the absolute URL under its public path.
 */
export function entryOf(manifest) {
  const meta = manifest.metaData ?? {};
  if (!meta.remoteEntry?.name) return undefined;
  const file = `${meta.remoteEntry.path ? meta.remoteEntry.path.replace(/\/?$/, '/') : ''}${meta.remoteEntry.name}`;
  return !meta.publicPath || meta.publicPath === 'auto' ? file : new URL(file, meta.publicPath).href;
}

/**
 * For each page module, the files it needs before it runs (remoteEntry.js first), relative to the
 * entry's folder: the deployment map carries them, so the shell's first script can start
 * downloading the current page's code the moment it knows the page. Only for a remote whose files
 * sit beside its entry (public path `auto`, entry at the top), where a relative name is enough.
 */
export function pageFiles(manifest, routes) {
  const meta = manifest.metaData ?? {};
  if (meta.publicPath !== 'auto' || !meta.remoteEntry?.name || meta.remoteEntry.path) return undefined;
  const files = {};
  for (const { module } of routes) {
    const expose = (manifest.exposes ?? []).find((candidate) => candidate.name === module);
    if (expose) files[module] = [meta.remoteEntry.name, ...(expose.assets?.js?.sync ?? [])];
  }
  return files;
}

/** The plugin that writes dist/marquee-remote.json at the end of a remote's build. */
export class RemoteDescriptorPlugin {
  /** @param {{ dir: string, name: string, exposes: Record<string, string>, platformRange: string, version?: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { dir, name, exposes, platformRange } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MarqueeRemoteDescriptor', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'MarqueeRemoteDescriptor', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const routes = await readRouteDeclarations(dir);
          checkRoutesAgainstExposes(name, routes, exposes);
          const packageVersion = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
          const version = this.options.version ?? `${packageVersion}+${(compilation.hash ?? 'dev').slice(0, 10)}`;
          const manifest = compilation.getAsset('mf-manifest.json');
          const parsed = manifest ? JSON.parse(manifest.source.source().toString()) : {};
          const entry = entryOf(parsed) ?? ENTRY_FILE;
          const preload = pageFiles(parsed, routes);
          const descriptor = { name, version, platform: platformRange, entry, routes, ...(preload ? { preload } : {}) };
          compilation.emitAsset(DESCRIPTOR_FILE, new RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
        },
      );
    });
  }
}

/** The plugin that writes dist/marquee-shell.json: which platform version this shell provides. */
export class ShellDescriptorPlugin {
  /** @param {{ dir: string, platformVersion: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MarqueeShellDescriptor', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MarqueeShellDescriptor', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageVersion = JSON.parse(fs.readFileSync(path.join(this.options.dir, 'package.json'), 'utf8')).version;
          const descriptor = {
            name: 'shell',
            version: `${packageVersion}+${(compilation.hash ?? 'dev').slice(0, 10)}`,
            platform: this.options.platformVersion,
          };
          compilation.emitAsset(SHELL_DESCRIPTOR_FILE, new RawSource(`${JSON.stringify(descriptor, null, 2)}\n`));
        },
      );
    });
  }
}

/** Reads a built remote's descriptor (dist/marquee-remote.json). */
export function readDescriptor(distDir) {
  const file = path.join(distDir, DESCRIPTOR_FILE);
  if (!fs.existsSync(file)) throw new Error(`${distDir} has no ${DESCRIPTOR_FILE}: is it a production build of a remote?`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A file named relative to a manifest's folder (or absolute), as a URL of the same kind as the manifest's. */
function besideManifest(manifestUrl, file) {
  return /^[a-z][a-z0-9+.-]*:/i.test(file) ? file : `${manifestUrl.replace(/[^/]*$/, '')}${file}`;
}

/**
 * One deployment-map entry: the descriptor, the URL of the remote's manifest and the URL of its
 * entry, which is what the shell loads. A descriptor written before descriptors named their entry
 * gives an entry without one, which the shell reads as before (shared/src/federation/remote-map.ts).
 */
export function mapEntry(descriptor, manifestUrl) {
  return {
    manifest: manifestUrl,
    ...(descriptor.entry ? { entry: besideManifest(manifestUrl, descriptor.entry) } : {}),
    version: descriptor.version,
    platform: descriptor.platform,
    routes: descriptor.routes,
    ...(descriptor.preload ? { preload: descriptor.preload } : {}),
  };
}
