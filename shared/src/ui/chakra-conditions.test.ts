/**
 * The build makes Chakra's conditions look a style key up in a set of the condition names
 * (shared/build/chakra-conditions.mjs): the same answers as Chakra's own module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraConditionsFile, conditionsWithNameSetSource } from '@marquee/shared/build/chakra-conditions.mjs';

interface Conditions {
  keys(): string[];
  has(key: string): boolean;
  sort(paths: string[]): string[];
  resolve(key: string): string;
}
type CreateConditions = (options: { breakpoints: object; conditions?: Record<string, string> }) => Conditions;

/** The module as the build compiles it, loaded beside the original (its relative imports intact). */
async function bothModules(): Promise<{ original: CreateConditions; rewritten: CreateConditions }> {
  const file = chakraConditionsFile() as string;
  const copy = path.join(path.dirname(file), `conditions.name-set-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(copy, conditionsWithNameSetSource(fs.readFileSync(file, 'utf8')) as string);
  try {
    const load = async (url: string) => ((await import(url)) as { createConditions: CreateConditions }).createConditions;
    return { original: await load(pathToFileURL(file).href), rewritten: await load(pathToFileURL(copy).href) };
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

const breakpoints = {
  conditions: { sm: '@media screen and (min-width: 30rem)', md: '@media screen and (min-width: 48rem)' },
  keys: () => ['base', 'sm', 'md'],
  getCondition: (key: string) => key,
};

describe("Chakra's conditions, with the names in a set", () => {
  it('answers has, keys, sort and resolve as Chakra does', async () => {
    const { original, rewritten } = await bothModules();
    const options = { breakpoints, conditions: defaultConfig.conditions as Record<string, string> };
    const before = original(options);
    const after = rewritten(options);
    const probes = [...before.keys(), 'color', 'bg', 'base', 'md', 'lg', '_unknown', '@media print', '&:hover', 'a &', 'hover'];
    expect(before.keys().length).toBeGreaterThan(50);
    for (const key of probes) expect(after.has(key), key).toBe(before.has(key));
    expect(after.keys()).toEqual(before.keys());
    expect(after.sort(['md', 'color', '_hover', 'base', 'p'])).toEqual(before.sort(['md', 'color', '_hover', 'base', 'p']));
    expect(after.resolve('_hover')).toBe(before.resolve('_hover'));
  });

  it('still answers keys() with a new array each time', async () => {
    const { rewritten } = await bothModules();
    const conditions = rewritten({ breakpoints, conditions: { hover: '&:hover' } });
    conditions.keys().push('_made_up');
    expect(conditions.keys()).not.toContain('_made_up');
    expect(conditions.has('_hover')).toBe(true);
  });

  it('refuses a module of another shape', () => {
    expect(() => conditionsWithNameSetSource('export const createConditions = () => ({});')).toThrow(/changed shape/);
  });
});
