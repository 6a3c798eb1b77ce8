/**
 * Chakra's `createSystem` and `createTokenDictionary` have their steps (the `system.js` and
 * `token-dictionary.js` hunks of patches/@chakra-ui__react@3.37.0.patch): the same work as
 * generators that pause between phases. Whether run in steps or in one call, the patched module
 * must make exactly the system Chakra's published module makes (its CommonJS build, which the
 * patch leaves as published).
 */
import { createRequire } from 'node:module';
import { createSystem, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { installedFile } from '@marquee/shared/testing';
import { baseConfig, marqueeConfig } from './system-config';

type CreateSystem = typeof createSystem & { steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void> };

/** Chakra's `createSystem` as published, without steps. */
function publishedCreateSystem(): typeof createSystem {
  const file = installedFile('@chakra-ui/react', 'dist/cjs/styled-system/system.cjs');
  return (createRequire(import.meta.url)(file) as { createSystem: typeof createSystem }).createSystem;
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
  const patched = createSystem as CreateSystem;

  it('makes, step by step, exactly the system Chakra makes in one call', () => {
    expect(typeof patched.steps).toBe('function');
    expect((publishedCreateSystem() as CreateSystem).steps).toBeUndefined();
    const steps = patched.steps!(baseConfig, marqueeConfig);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    // After the merge, four in the token dictionary, after its views, after the utilities.
    expect(pauses).toBe(7);
    const expected = digest(publishedCreateSystem()(baseConfig, marqueeConfig));
    expect(expected.length).toBeGreaterThan(50_000);
    expect(digest(step.value)).toBe(expected);
  });

  it('and in one call, as before, for every other caller', () => {
    expect(digest(patched(baseConfig, marqueeConfig))).toBe(digest(publishedCreateSystem()(baseConfig, marqueeConfig)));
  });
});
