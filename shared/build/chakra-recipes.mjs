/**
 * Ships only the Chakra recipes Marquee uses. Chakra's default theme imports every recipe (about
 * 20% of the library's code); its component code is tree-shaken, its recipes are not. At build
 * time this derives the set from the components `shared/src/ui` re-exports (plus the few
 * that components use internally) and the recipes Marquee's own components draw with, in `ui` and
 * in the `controls` library (which reaches Chakra through `ui`: the page's one system must hold
 * their recipes), writes two small modules listing just those, and swaps
 * them in for Chakra's `theme/recipes.js` and `theme/slot-recipes.js`.
 *
 * A component added to the ui export list, or one of Marquee's own drawn with a Chakra recipe
 * (`createSlotRecipeContext({ key })`), gets its recipe on the next build, with no other change.
 * Tests (Vitest) see every recipe. The list follows the code, so this stays a build step, not a
 * patch (docs/decisions/0009-patched-dependencies.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.resolve(here, '..');

/** Recipes used inside other components (buttons in dialogs, checkmarks in menus, ...). */
const ALWAYS = ['button', 'checkmark', 'radiomark', 'icon', 'input', 'input-addon', 'skeleton', 'spinner', 'toast', 'separator', 'badge'];

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The sources of `@marquee/shared/ui` (its index and the parts it loads on first use, menu-parts.ts)
 * and of `@marquee/shared/controls`, whose tabs, sliders and switches are drawn with the recipes of
 * the system `ui` makes.
 */
function uiSources() {
  return ['src/ui', 'src/controls']
    .map((folder) => path.join(sharedDir, folder))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8')),
    )
    .join('\n');
}

/** The Chakra components `@marquee/shared/ui` re-exports, directly or from a part loaded on first use. */
export function curatedComponentNames(indexSource = uiSources()) {
  const names = new Set();
  const block = /export\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const match of indexSource.matchAll(block)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && /^[A-Z]/.test(name)) names.add(name);
    }
  }
  return [...names];
}

/**
 * The recipes Marquee's own components draw with (`createRecipeContext({ key: 'tabs' })` or
 * `createSlotRecipeContext`, as the tabs do), which no Chakra component of the ui list names.
 */
export function ownRecipeKeys(source = uiSources()) {
  return [...source.matchAll(/create(?:Slot)?RecipeContext\(\s*\{\s*key:\s*['"](\w+)['"]/g)].map(([, key]) => key);
}

export function usedRecipeFiles(components = curatedComponentNames(), keys = ownRecipeKeys()) {
  return new Set([...ALWAYS, ...components.map(kebab), ...keys.map(kebab)]);
}

/** Rewrites one of Chakra's recipe index modules keeping only the entries whose file is used. */
export function curatedIndex(source, themeDir, used) {
  const imports = [...source.matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\/recipes\/([\w-]+)\.js';/g)];
  const exportName = source.match(/export\s*\{\s*(\w+)\s*\}/)?.[1];
  if (!exportName || imports.length === 0) throw new Error('Unexpected shape of a Chakra recipe index: update chakra-recipes.mjs');
  const kept = imports.filter(([, , file]) => used.has(file));
  const keyOf = new Map([...source.matchAll(/^\s*(\w+):\s*(\w+),?$/gm)].map(([, key, value]) => [value, key]));
  const lines = kept.map(([, name, file]) => `import { ${name} } from ${JSON.stringify(path.join(themeDir, 'recipes', `${file}.js`))};`);
  lines.push(`const ${exportName} = {`);
  for (const [, name] of kept) lines.push(`  ${keyOf.get(name) ?? name}: ${name},`);
  lines.push('};', `export { ${exportName} };`, '');
  return lines.join('\n');
}

/** Where the installed Chakra keeps the theme modules this file rewrites. */
export function chakraThemeDir() {
  const sharedRequire = createRequire(path.join(sharedDir, 'package.json'));
  const chakraDir = path.dirname(sharedRequire.resolve('@chakra-ui/react/package.json'));
  return path.join(chakraDir, 'dist', 'esm', 'theme');
}

/** Plugins that swap Chakra's recipe indexes for the curated ones. */
export function chakraRecipePlugins() {
  const themeDir = chakraThemeDir();
  const outDir = path.join(sharedDir, 'build', '.generated');
  fs.mkdirSync(outDir, { recursive: true });
  const used = usedRecipeFiles();
  return ['recipes', 'slot-recipes'].map((name) => {
    const generated = path.join(outDir, `chakra-${name}.mjs`);
    const source = fs.readFileSync(path.join(themeDir, `${name}.js`), 'utf8');
    const next = curatedIndex(source, themeDir, used);
    if (!fs.existsSync(generated) || fs.readFileSync(generated, 'utf8') !== next) fs.writeFileSync(generated, next);
    const pattern = new RegExp(`@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]theme[\\\\/]${name}\\.js$`);
    return new rspack.NormalModuleReplacementPlugin(pattern, generated);
  });
}
