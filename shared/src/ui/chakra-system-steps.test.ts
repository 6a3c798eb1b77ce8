/**
 * The build gives Chakra's `createSystem` and `createTokenDictionary` their steps
 * (shared/build/chakra-system-steps.mjs): the same work as generators that pause between phases.
 * Whether run in steps or in one call, the rewritten modules must make exactly the system Chakra's
 * own module makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import {
  chakraSystemFile,
  chakraTokenDictionaryFile,
  systemInStepsSource,
  tokenDictionaryInStepsSource,
  // @ts-expect-error A build script in plain JavaScript, without type declarations.
} from '@marquee/shared/build/chakra-system-steps.mjs';
import { baseConfig, marqueeConfig } from './system-config';

type CreateSystem = typeof createSystem & { steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void> };

/** The two modules as the build compiles them, written beside the originals (relative imports intact), and loaded. */
async function steppedCreateSystem(): Promise<CreateSystem> {
  const systemFile = chakraSystemFile() as string;
  const dictionaryFile = chakraTokenDictionaryFile() as string;
  const id = `${process.pid}-${Date.now()}`;
  const dictionaryCopy = path.join(path.dirname(dictionaryFile), `token-dictionary.steps-${id}.mjs`);
  const systemCopy = path.join(path.dirname(systemFile), `system.steps-${id}.mjs`);
  const systemSource = systemInStepsSource(fs.readFileSync(systemFile, 'utf8')) as string;
  expect(systemSource.split("from './token-dictionary.js'")).toHaveLength(2);
  fs.writeFileSync(dictionaryCopy, tokenDictionaryInStepsSource(fs.readFileSync(dictionaryFile, 'utf8')) as string);
  fs.writeFileSync(systemCopy, systemSource.replace("from './token-dictionary.js'", `from './${path.basename(dictionaryCopy)}'`));
  try {
    return ((await import(pathToFileURL(systemCopy).href)) as { createSystem: CreateSystem }).createSystem;
  } finally {
    fs.rmSync(systemCopy, { force: true });
    fs.rmSync(dictionaryCopy, { force: true });
  }
}

/** What a system is made of, as data: its tokens, variables, conditions, utilities and a few computed styles. */
function digest(system: SystemContext): string {
  const entries = <K, V>(map: Map<K, V>) => [...map];
  const nested = <K, V>(map: Map<K, Map<string, V> | Set<V>>) =>
    [...map].map(([key, inner]) => [key, inner instanceof Map ? [...inner] : [...inner].length]);
  const { tokens } = system;
  return JSON.stringify({
    tokens: tokens.allTokens.map((token) => [token.name, token.value, token.extensions.condition, token.extensions.cssVar?.ref]),
    cssVars: nested(tokens.cssVarMap),
    flat: entries(tokens.flatMap),
    palettes: nested(tokens.colorPaletteMap),
    categories: [...tokens.categoryMap.keys()],
    conditions: system.conditions.keys(),
    properties: [...system.properties],
    utilities: system.utility.keys(),
    css: system.css({ color: 'brand.fg', px: '4', mx: '-2', _hover: { bg: 'bg.muted' }, md: { fontSize: 'lg' }, textStyle: 'sm' }),
    token: [system.token('colors.brand.solid'), system.token.var('spacing.4'), system.token('sizes.breakpoint-md')],
    button: system.getRecipeFn('button')({ size: 'sm', variant: 'outline' }),
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
  });
}

describe("Chakra's createSystem, in steps", () => {
  it('makes, step by step, exactly the system Chakra makes in one call', async () => {
    const stepped = await steppedCreateSystem();
    expect(typeof stepped.steps).toBe('function');
    const steps = stepped.steps!(baseConfig, marqueeConfig);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    // After the merge, four in the token dictionary, after its views, after the utilities.
    expect(pauses).toBe(7);
    const expected = digest(createSystem(baseConfig, marqueeConfig));
    expect(expected.length).toBeGreaterThan(50_000);
    expect(digest(step.value)).toBe(expected);
  });

  it('and in one call, as before, for every other caller', async () => {
    const stepped = await steppedCreateSystem();
    expect(digest(stepped(baseConfig, marqueeConfig))).toBe(digest(createSystem(baseConfig, marqueeConfig)));
  });

  it('refuses modules of another shape instead of shipping them unchanged', () => {
    const system = fs.readFileSync(chakraSystemFile() as string, 'utf8');
    const dictionary = fs.readFileSync(chakraTokenDictionaryFile() as string, 'utf8');
    expect(() => systemInStepsSource(system.replace('const config = mergeConfigs(...configs);', 'const config = merge(configs);'))).toThrow(
      /changed shape/,
    );
    expect(() => tokenDictionaryInStepsSource(dictionary.replace('    addReferences();\n', ''))).toThrow(/changed shape/);
  });
});
