/**
 * The build rewrites Chakra's two recipe index modules with regular expressions (see
 * shared/build/chakra-recipes.mjs). This fails loudly when a Chakra upgrade changes their shape:
 * the curated index must hold exactly the original's entries for the recipes in use, under the
 * same keys, pointing at the same recipe objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraThemeDir, curatedComponentNames, curatedIndex, ownRecipeKeys, usedRecipeFiles } from '../../build/chakra-recipes.mjs';

type RecipeIndex = Record<string, unknown>;

const themeDir = chakraThemeDir() as string;
const used = usedRecipeFiles() as Set<string>;

async function loadIndex(file: string): Promise<RecipeIndex> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, RecipeIndex>;
  const [index] = Object.values(module);
  if (!index) throw new Error(`${file} exports nothing`);
  return index;
}

describe.each(['recipes', 'slot-recipes'])("Chakra's %s index, curated", (name) => {
  it('keeps exactly the entries of the recipes in use, under their keys, with the same recipe objects', async () => {
    const originalFile = path.join(themeDir, `${name}.js`);
    const original = await loadIndex(originalFile);
    const source = fs.readFileSync(originalFile, 'utf8');
    const generatedDir = path.join(import.meta.dirname, '../../build/.generated');
    fs.mkdirSync(generatedDir, { recursive: true });
    const generatedFile = path.join(generatedDir, `test-chakra-${name}.mjs`);
    fs.writeFileSync(generatedFile, curatedIndex(source, themeDir, used) as string);
    const curated = await loadIndex(generatedFile);

    expect(Object.keys(curated).length).toBeGreaterThan(0);
    for (const [key, recipe] of Object.entries(curated)) expect(original[key], `curated key ${key}`).toBe(recipe);
    // Every original entry whose recipe file is in use made it across.
    const fileOf = new Map(
      [...source.matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*'\.\/recipes\/([\w-]+)\.js';/g)].map(([, imported, file]) => [imported, file]),
    );
    const importedBy = new Map([...source.matchAll(/^\s*(\w+):\s*(\w+),?$/gm)].map(([, key, imported]) => [key, imported]));
    expect([...importedBy.keys()].sort()).toEqual(Object.keys(original).sort());
    const expected = Object.keys(original).filter((key) => used.has(fileOf.get(importedBy.get(key) ?? '') ?? ''));
    expect(Object.keys(curated).sort()).toEqual(expected.sort());
  });
});

it('finds the components the ui module re-exports from Chakra', () => {
  const names = curatedComponentNames() as string[];
  expect(names).toContain('Button');
  expect(names.every((component) => /^[A-Z]\w+$/.test(component))).toBe(true);
});

it("keeps the recipes Marquee's own components draw with, which no re-exported Chakra component names", () => {
  const keys = ownRecipeKeys() as string[];
  // The tabs are Marquee's own (shared/src/controls/tabs.tsx) on Chakra's tabs recipe.
  expect(keys).toContain('tabs');
  expect(ownRecipeKeys("const styled = createSlotRecipeContext({ key: 'nativeSelect' });")).toEqual(['nativeSelect']);
  expect(used.has('tabs')).toBe(true);
  expect(usedRecipeFiles([], ['nativeSelect']).has('native-select')).toBe(true);
});
