/**
 * The guard of every patch in patches/: the installed package is the version the patch was made
 * for and carries the patch, file by file. An upgrade, a patch left behind, or an install that did
 * not apply it fails here (and the patch's own tests say what its change does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, installedPackageDir, patchedDependencies, patchedFiles } from './patched-dependencies';

describe('patches/', () => {
  it('holds exactly the patches package.json declares', () => {
    const declared = patchedDependencies().map(({ patch }) => patch);
    expect(declared.length).toBeGreaterThan(0);
    const onDisk = fs.readdirSync(path.join(ROOT, 'patches')).map((file) => `patches/${file}`);
    expect(onDisk.sort()).toEqual(declared.sort());
  });
});

describe.each(patchedDependencies())('$name@$version', ({ name, version, patch }) => {
  it('is the version installed', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(installedPackageDir(name), 'package.json'), 'utf8')) as { version: string };
    expect(manifest.version).toBe(version);
  });

  it(`carries ${patch}, hunk by hunk`, () => {
    const files = patchedFiles(fs.readFileSync(path.join(ROOT, patch), 'utf8'));
    expect(files.length).toBeGreaterThan(0);
    for (const { file, hunks } of files) {
      const installed = fs.readFileSync(path.join(installedPackageDir(name), file), 'utf8');
      expect(hunks.length, file).toBeGreaterThan(0);
      for (const hunk of hunks) expect(installed.includes(hunk), `${file} carries:\n${hunk}`).toBe(true);
    }
  });
});

describe('patchedFiles', () => {
  it('gives each file the text its hunks leave', () => {
    const diff = [
      'diff --git a/dist/a.js b/dist/a.js',
      'index 1..2 100644',
      '--- a/dist/a.js',
      '+++ b/dist/a.js',
      '@@ -1,3 +1,3 @@',
      ' const a = 1;',
      '-const b = 2;',
      '+const b = 3;',
      ' ',
      '@@ -9,2 +9,2 @@ function f() {',
      '-export { a };',
      '+export { a, b };',
      'diff --git a/dist/c.js b/dist/c.js',
      '--- a/dist/c.js',
      '+++ b/dist/c.js',
      '@@ -1 +1 @@',
      '-old',
      '+new',
      '\\ No newline at end of file',
      '',
    ].join('\n');
    expect(patchedFiles(diff)).toEqual([
      { file: 'dist/a.js', hunks: ['const a = 1;\nconst b = 3;\n', 'export { a, b };'] },
      { file: 'dist/c.js', hunks: ['new'] },
    ]);
  });
});
