/**
 * The Chakra system's global CSS (the cascade-layer order, the reset, the global styles and the
 * tokens' CSS variables for both themes), computed at build time so the shell's index.html can
 * carry it and the page does not compute and inject it at start-up.
 *
 * At run time Chakra builds these styles inside `createSystem` and `<ChakraProvider>` hands them
 * to emotion, which serializes them and inserts thousands of rules: on a phone (4× slower CPU)
 * that was one long task of about 400 ms in every cold load. Here the same system is created in
 * Node from the same configuration (`shared/src/ui/system-config.ts`), and emotion's own cache
 * turns the styles into the text it would have inserted, with the page's stylis plugins.
 *
 * A patch of Chakra goes with it (patches/@chakra-ui__react@3.37.0.patch, decision 0009): the
 * system computes those styles only when asked, and a page that carries them never asks. A test
 * (`shared/src/ui/chakra-static-css.test.ts`) fails when a Chakra upgrade changes what they rely on.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.resolve(here, '..');
const sharedRequire = createRequire(path.join(sharedDir, 'package.json'));
// emotion's cache and serializer, as the installed @emotion/react uses them.
const emotionRequire = createRequire(sharedRequire.resolve('@emotion/react/package.json'));

/** The CSS text emotion would insert for Marquee's system: layer order, reset, globals, tokens. */
export async function staticUiCss() {
  const { tsImport } = await import('tsx/esm/api');
  const { baseConfig, marqueeConfig } = await tsImport(
    pathToFileURL(path.join(sharedDir, 'src/ui/system-config.ts')).href,
    import.meta.url,
  );
  const { STYLIS_PLUGINS } = await tsImport(pathToFileURL(path.join(sharedDir, 'src/ui/emotion-cache.ts')).href, import.meta.url);
  const { createSystem } = await import(pathToFileURL(sharedRequire.resolve('@chakra-ui/react')).href);
  const createCache = emotionRequire('@emotion/cache').default;
  const { serializeStyles } = emotionRequire('@emotion/serialize');
  const system = createSystem(baseConfig, marqueeConfig);
  // The same key and stylis plugins as the page's emotion cache (shared/src/ui/emotion-cache.ts); in
  // Node, insert() returns the rules.
  const cache = createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
  const rules = [system.layers.atRule, system._global].map((styles) =>
    cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false),
  );
  return rules.join('');
}

/** Puts the system's global CSS into the app's index.html as `<style id="marquee-ui-css">`. */
export class StaticUiCssPlugin {
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.rspack;
    let css;
    compiler.hooks.thisCompilation.tap('StaticUiCssPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('StaticUiCssPlugin', async (data) => {
        css ??= await staticUiCss();
        if (!data.html.includes('</head>')) throw new Error('StaticUiCssPlugin: the page has no </head>');
        data.html = data.html.replace('</head>', `<style id="marquee-ui-css">${css}</style></head>`);
        return data;
      });
    });
  }
}
