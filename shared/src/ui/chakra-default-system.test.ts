/**
 * The build marks the creation of Chakra's unused `defaultSystem` as pure so the bundler drops it
 * (see shared/build/chakra-default-system.mjs). This fails loudly when a Chakra upgrade changes
 * the module's shape, instead of silently bringing back ~25 ms of start-up work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraThemeDir } from '../../build/chakra-recipes.mjs';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraPureDefaultSystemRule, pureDefaultSystemSource } from '../../build/chakra-default-system.mjs';

const presetFile = path.join(chakraThemeDir() as string, '..', 'preset.js');

describe("Chakra's preset module, rewritten", () => {
  it('marks the default system as pure and changes nothing else', () => {
    const source = fs.readFileSync(presetFile, 'utf8');
    const rewritten = pureDefaultSystemSource(source) as string;
    expect(rewritten).toContain('const defaultSystem = /*#__PURE__*/ createSystem(defaultConfig);');
    expect(rewritten.replace('/*#__PURE__*/ ', '')).toBe(source);
  });

  it('refuses a module of another shape', () => {
    expect(() => pureDefaultSystemSource('export const defaultSystem = makeIt();')).toThrow(/changed shape/);
  });

  it('applies to the installed file', () => {
    const { test } = chakraPureDefaultSystemRule() as { test: RegExp };
    expect(test.test(presetFile)).toBe(true);
  });
});
