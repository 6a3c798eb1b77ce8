import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { UI_FONT_STACK, UNUSED_PALETTES, baseConfig, marqueeConfig } from './system-config';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APPS = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { shell: { dir: string }; remotes: { dir: string }[] };
const SOURCE_DIRS = ['shared/src', ...[APPS.shell, ...APPS.remotes].map((app) => `${app.dir}/src`)];

/** Every TypeScript source of the apps and the shared package. */
function sources(): { file: string; text: string }[] {
  return SOURCE_DIRS.flatMap((dir) =>
    (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file: path.join(dir, file), text: fs.readFileSync(path.join(ROOT, dir, file), 'utf8') })),
  );
}

describe("Marquee's system configuration", () => {
  const system = createSystem(baseConfig, marqueeConfig);
  const hasPalette = (name: string) => system.tokens.getByName(`colors.${name}.solid`) !== undefined;

  it('leaves out only palettes no code names, and keeps the ones it does', () => {
    const all = Object.keys(defaultConfig.theme?.semanticTokens?.colors ?? {}).filter((name) => !['bg', 'fg', 'border'].includes(name));
    expect(all).toEqual(expect.arrayContaining([...UNUSED_PALETTES]));
    for (const name of UNUSED_PALETTES) expect(hasPalette(name), name).toBe(false);
    const kept = all.filter((name) => !(UNUSED_PALETTES as readonly string[]).includes(name));
    expect(kept).toEqual(expect.arrayContaining(['gray', 'red', 'orange', 'yellow', 'green', 'blue']));
    for (const name of kept) expect(hasPalette(name), name).toBe(true);

    // A palette named as a string ('teal', "teal.500", {colors.teal.600}) in any source must be kept.
    const named = new RegExp(`['"\`{.](${UNUSED_PALETTES.join('|')})['"\`.}]`);
    const naming = sources().filter(({ file, text }) => !file.endsWith('system-config.ts') && named.test(text));
    expect(naming.map(({ file }) => file)).toEqual([]);
  });

  it("builds fewer tokens than Chakra's defaults", () => {
    const full = createSystem(defaultConfig, marqueeConfig).tokens.allTokens.length;
    expect(system.tokens.allTokens.length).toBeLessThan(full * 0.9);
  });

  it("names only the platform's own fonts, in the page and in the shell's first frame alike", () => {
    // Every named family is a font lookup per size and weight drawn (a synchronous round trip to
    // the browser process on desktop Linux); generic families are the ones every platform has.
    expect(UI_FONT_STACK.split(',').map((family) => family.trim())).toEqual(['system-ui', 'sans-serif']);
    expect(system.token('fonts.body')).toBe(UI_FONT_STACK);
    expect(system.token('fonts.heading')).toBe(UI_FONT_STACK);
    // index.html draws the layout before the scripts run: in the same font, so nothing reflows.
    const shellHtml = fs.readFileSync(path.join(ROOT, 'shell/index.html'), 'utf8');
    const bootFont = /\.boot\s*\{[^}]*font-family:\s*([^;]+);/.exec(shellHtml)?.[1];
    expect(bootFont?.replace(/\s+/g, ' ').trim()).toBe(UI_FONT_STACK);
  });
});
