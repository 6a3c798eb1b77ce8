/**
 * The shell's index.html names the scripts its start-up will need, as `<link rel="preload">`, so
 * they download beside the first script instead of after it has run: on a phone network that is
 * a round trip and the first script's own download earlier for the largest part of the page's
 * code.
 *
 * Which scripts: the chunks of the shell's `import('./bootstrap')`, and, for every shared module
 * they use, the chunks the shell provides it in (the shell loads first, so its own copies are
 * the ones that run), following the shared modules those use in turn. Chunks loaded on demand
 * (menus, dialogs, supabase-js) are not in that set, so nothing is preloaded that the start-up
 * does not use.
 */
const BOOTSTRAP_REQUEST = './bootstrap';

/** A chunk group's origins, as `<module identifier> :: <request>`. */
const originsOf = (group) =>
  (group.origins ?? []).map((origin) => `${origin.module ? origin.module.identifier() : ''} :: ${origin.request ?? ''}`);

/** The scripts the shell's start-up loads, in the order the chunk graph gives them. */
export function startupScripts(compilation) {
  const groups = [...compilation.chunkGroups];
  const sharedKeysIn = (chunk) =>
    [...compilation.chunkGraph.getChunkModules(chunk)]
      .map((module) => /^consume shared module \(\w+\) (.+?)@/.exec(module.identifier())?.[1])
      .filter(Boolean);
  const providedIn = (key) =>
    groups.filter((group) => originsOf(group).some((origin) => origin.startsWith(`provide shared module (default) ${key}@`)));
  const bootstrap = groups.find((group) => originsOf(group).some((origin) => origin.endsWith(` :: ${BOOTSTRAP_REQUEST}`)));
  if (!bootstrap) return [];
  const files = new Set(bootstrap.chunks.flatMap((chunk) => [...chunk.files]));
  const keys = new Set(bootstrap.chunks.flatMap(sharedKeysIn));
  const queue = [...keys];
  while (queue.length > 0) {
    for (const group of providedIn(queue.shift())) {
      for (const chunk of group.chunks) {
        for (const file of chunk.files) files.add(file);
        for (const key of sharedKeysIn(chunk)) {
          if (keys.has(key)) continue;
          keys.add(key);
          queue.push(key);
        }
      }
    }
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Adds the start-up scripts to the app's index.html as preloads. */
export class StartupPreloadPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
          const links = startupScripts(compilation)
            .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`)
            .join('');
          const source = html.source.source().toString();
          if (!source.includes('</head>')) throw new Error('StartupPreloadPlugin: index.html has no </head>');
          compilation.updateAsset('index.html', new RawSource(source.replace('</head>', `${links}</head>`)));
        },
      );
    });
  }
}
