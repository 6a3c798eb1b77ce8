/**
 * The build's rewrites of dependencies' modules run through one loader
 * (shared/build/rewrite-module-loader.cjs): each rule, run on the installed file, gives what its
 * rewrite gives, and a change to the installed file fails the build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraConditionsFile, chakraConditionsRule, conditionsWithNameSetSource } from '@marquee/shared/build/chakra-conditions.mjs';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { chakraMemoFile, chakraMemoRule, chakraMemoSource } from '@marquee/shared/build/chakra-memo.mjs';
import {
  chakraSystemFile,
  chakraSystemStepsRule,
  chakraTokenDictionaryFile,
  chakraTokenDictionaryStepsRule,
  systemInStepsSource,
  tokenDictionaryInStepsSource,
  // @ts-expect-error A build script in plain JavaScript, without type declarations.
} from '@marquee/shared/build/chakra-system-steps.mjs';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { federationSemverFile, federationSemverRule, rememberedSatisfySource } from '@marquee/shared/build/federation-semver.mjs';

interface Rule {
  test: RegExp;
  loader: string;
  options: Record<string, string>;
}
type Loader = (this: { async: () => (error: unknown, source?: string) => void; getOptions: () => object }, source: string) => void;

/** Runs a rule's loader on a module's source, as Rspack would. */
function runLoader(rule: Rule, source: string): Promise<string> {
  const loader = createRequire(import.meta.url)(rule.loader) as Loader;
  return new Promise((resolve, reject) => {
    loader.call(
      { async: () => (error, output) => (error ? reject(error as Error) : resolve(output ?? '')), getOptions: () => rule.options },
      source,
    );
  });
}

const rewrites: { name: string; file: () => string; rule: () => Rule; rewrite: (source: string) => string }[] = [
  { name: "Chakra's memo", file: chakraMemoFile, rule: chakraMemoRule, rewrite: chakraMemoSource },
  { name: "Chakra's conditions", file: chakraConditionsFile, rule: chakraConditionsRule, rewrite: conditionsWithNameSetSource },
  { name: "Chakra's createSystem, in steps", file: chakraSystemFile, rule: chakraSystemStepsRule, rewrite: systemInStepsSource },
  {
    name: "Chakra's token dictionary, in steps",
    file: chakraTokenDictionaryFile,
    rule: chakraTokenDictionaryStepsRule,
    rewrite: tokenDictionaryInStepsSource,
  },
  { name: "the federation runtime's semver", file: federationSemverFile, rule: federationSemverRule, rewrite: rememberedSatisfySource },
];

describe.each(rewrites)('the build rewrites $name', ({ file, rule, rewrite }) => {
  it('through the loader, on the installed file', async () => {
    const source = fs.readFileSync(file(), 'utf8');
    expect(rule().test.test(file())).toBe(true);
    const output = await runLoader(rule(), source);
    expect(output).toBe(rewrite(source));
    expect(output).not.toBe(source);
  });

  it('and fails on a module of another shape', async () => {
    await expect(runLoader(rule(), 'export const other = 1;\n')).rejects.toThrow(/changed shape/);
  });
});
