/**
 * The build makes the federation runtime remember its version checks
 * (shared/build/federation-semver.mjs): same answers, each (version, range) worked out once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { federationSemverFile, rememberedSatisfySource } from '@marquee/shared/build/federation-semver.mjs';

type Satisfy = (version: string, range: string) => boolean;

/** The module as the build compiles it, loaded beside the original (its relative imports intact). */
async function rewrittenSatisfy(): Promise<{ original: Satisfy; remembered: Satisfy; file: string }> {
  const file = federationSemverFile() as string;
  const copy = path.join(path.dirname(file), `index.remembered-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(copy, rememberedSatisfySource(fs.readFileSync(file, 'utf8')) as string);
  try {
    const remembered = ((await import(pathToFileURL(copy).href)) as { satisfy: Satisfy }).satisfy;
    const original = ((await import(pathToFileURL(file).href)) as { satisfy: Satisfy }).satisfy;
    return { original, remembered, file };
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

describe("the federation runtime's version check, remembered", () => {
  it('answers as the runtime does', async () => {
    const { original, remembered } = await rewrittenSatisfy();
    const cases: [string, string][] = [
      ['19.3.1', '^19.3.1'],
      ['19.3.1', '^19.4.0'],
      ['0.9.0', '^0.8.0'],
      ['0.8.3', '^0.8.0'],
      ['1.0.0-beta.2', '>=1.0.0-beta.1'],
      ['2.1.0', '~2.0.0 || ^2.1.0'],
      ['3.0.0', '*'],
    ];
    for (const [version, range] of cases) {
      expect(remembered(version, range), `${version} ${range}`).toBe(original(version, range));
      expect(remembered(version, range), `${version} ${range}, again`).toBe(original(version, range));
    }
  });

  it('refuses a module of another shape', () => {
    expect(() => rememberedSatisfySource('export function satisfy() { return true; }')).toThrow(/changed shape/);
  });
});
