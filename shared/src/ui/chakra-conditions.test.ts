/**
 * Chakra's conditions look a style key up in a set of the condition names (the `conditions.js`
 * hunk of patches/@chakra-ui__react@3.37.0.patch): the same answers as Chakra's published module,
 * whose CommonJS build the patch leaves as published.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { installedFile } from '@marquee/shared/testing';

interface Conditions {
  keys(): string[];
  has(key: string): boolean;
  sort(paths: string[]): string[];
  resolve(key: string): string;
}
type CreateConditions = (options: { breakpoints: object; conditions?: Record<string, string> }) => Conditions;

/** The module as the build compiles it (patched) and as Chakra publishes it. */
async function bothModules(): Promise<{ published: CreateConditions; patched: CreateConditions; patchedSource: string }> {
  const patchedFile = installedFile('@chakra-ui/react', 'dist/esm/styled-system/conditions.js');
  const publishedFile = installedFile('@chakra-ui/react', 'dist/cjs/styled-system/conditions.cjs');
  const patched = ((await import(pathToFileURL(patchedFile).href)) as { createConditions: CreateConditions }).createConditions;
  const published = (createRequire(import.meta.url)(publishedFile) as { createConditions: CreateConditions }).createConditions;
  const patchedSource = String(patched);
  return { published, patched, patchedSource };
}

const breakpoints = {
  conditions: { sm: '@media screen and (min-width: 30rem)', md: '@media screen and (min-width: 48rem)' },
  keys: () => ['base', 'sm', 'md'],
  getCondition: (key: string) => key,
};

describe("Chakra's conditions, with the names in a set", () => {
  it('answers has, keys, sort and resolve as Chakra does', async () => {
    const { published, patched } = await bothModules();
    const options = { breakpoints, conditions: defaultConfig.conditions as Record<string, string> };
    const before = published(options);
    const after = patched(options);
    const probes = [...before.keys(), 'color', 'bg', 'base', 'md', 'lg', '_unknown', '@media print', '&:hover', 'a &', 'hover'];
    expect(before.keys().length).toBeGreaterThan(50);
    for (const key of probes) expect(after.has(key), key).toBe(before.has(key));
    expect(after.keys()).toEqual(before.keys());
    expect(after.sort(['md', 'color', '_hover', 'base', 'p'])).toEqual(before.sort(['md', 'color', '_hover', 'base', 'p']));
    expect(after.resolve('_hover')).toBe(before.resolve('_hover'));
  });

  it('still answers keys() with a new array each time', async () => {
    const { patched } = await bothModules();
    const conditions = patched({ breakpoints, conditions: { hover: '&:hover' } });
    conditions.keys().push('_made_up');
    expect(conditions.keys()).not.toContain('_made_up');
    expect(conditions.has('_hover')).toBe(true);
  });

  it('answers has() from a set made once', async () => {
    const { patchedSource } = await bothModules();
    expect(patchedSource).toContain('const names = new Set(Object.keys(values));');
    expect(patchedSource).toContain('return names.has(key) ||');
    expect(patchedSource).not.toContain('keys().includes(key)');
  });
});
