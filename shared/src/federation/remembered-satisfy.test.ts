/**
 * The federation runtime remembers its version checks (patches/@module-federation__runtime-core@2.9.2.patch):
 * the same answers as the runtime's published check (its CommonJS build, which the patch leaves
 * as published), each (version, range) worked out once.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedFile } from '@marquee/shared/testing';

type Satisfy = (version: string, range: string) => boolean;

const patchedFile = installedFile('@module-federation/runtime-core', 'dist/utils/semver/index.js');
const publishedFile = installedFile('@module-federation/runtime-core', 'dist/utils/semver/index.cjs');

describe("the federation runtime's version check, remembered", () => {
  it('answers as the runtime does', async () => {
    const remembered = ((await import(pathToFileURL(patchedFile).href)) as { satisfy: Satisfy }).satisfy;
    const published = (createRequire(import.meta.url)(publishedFile) as { satisfy: Satisfy }).satisfy;
    const cases: [string, string][] = [
      ['19.3.1', '^19.3.1'],
      ['19.3.1', '^19.4.0'],
      ['0.9.0', '^0.8.0'],
      ['0.8.3', '^0.8.0'],
      ['1.0.0-beta.2', '>=1.0.0-beta.1'],
      ['2.1.0', '~2.0.0 || ^2.1.0'],
      ['3.0.0', '*'],
    ];
    expect(remembered).not.toBe(published);
    for (const [version, range] of cases) {
      expect(remembered(version, range), `${version} ${range}`).toBe(published(version, range));
      expect(remembered(version, range), `${version} ${range}, again`).toBe(published(version, range));
    }
  });

  it('exports the remembering check as `satisfy`', () => {
    const installed = fs.readFileSync(patchedFile, 'utf8');
    expect(installed).toContain('export { rememberedSatisfy as satisfy };');
    expect(installed).toMatch(/function rememberedSatisfy\(version, range\) \{\n[\s\S]*?satisfied\.get\(key\)/);
  });
});
