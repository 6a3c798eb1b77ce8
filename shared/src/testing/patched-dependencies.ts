/**
 * Marquee's changes to installed packages: the diffs in patches/, which pnpm applies on install
 * (the root package.json's `pnpm.patchedDependencies`; docs/decisions/0009-patched-dependencies.md).
 * What the guard tests need: each patched package, where the build resolves it, and what each of
 * its patched files must contain.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { federationPackageDir } from '@marquee/shared/build/federation-runtime-paths.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SHARED = path.join(ROOT, 'shared');

export interface PatchedDependency {
  name: string;
  version: string;
  /** The diff, relative to the repository's root. */
  patch: string;
}

/** Every patched dependency, as the root package.json declares it (`name@version` → diff). */
export function patchedDependencies(): PatchedDependency[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    pnpm?: { patchedDependencies?: Record<string, string> };
  };
  return Object.entries(manifest.pnpm?.patchedDependencies ?? {}).map(([key, patch]) => {
    const at = key.lastIndexOf('@');
    return { name: key.slice(0, at), version: key.slice(at + 1), patch };
  });
}

/** The folder of the package containing `file`: the nearest one up with a package.json named `name`. */
function packageDirOf(file: string, name: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
  }
  throw new Error(`${file} is in no package named ${name}`);
}

/** Where each patched package is resolved from: by the package the build takes it through. */
const RESOLVED_FROM: Record<string, () => string> = {
  '@chakra-ui/react': () => path.join(SHARED, 'package.json'),
  // The federation plugin's runtime brings its own runtime-core.
  '@module-federation/runtime-core': () => path.join(federationPackageDir('@module-federation/runtime') as string, 'package.json'),
};

/** The installed package's folder, as the build resolves it. */
export function installedPackageDir(name: string): string {
  const from = RESOLVED_FROM[name];
  if (!from) throw new Error(`No known place the build resolves ${name} from: add it to RESOLVED_FROM`);
  return packageDirOf(fs.realpathSync(createRequire(from()).resolve(name)), name);
}

/** A file of an installed package, by its path in the package. */
export function installedFile(name: string, file: string): string {
  return path.join(installedPackageDir(name), file);
}

export interface PatchedFile {
  /** The path in the package. */
  file: string;
  /** Each hunk's text after the patch (its context and added lines), in order. */
  hunks: string[];
}

/** The files a unified diff changes, each with the text its hunks leave. */
export function patchedFiles(diff: string): PatchedFile[] {
  const files: PatchedFile[] = [];
  let hunk: string[] | undefined;
  const close = () => {
    if (hunk) files.at(-1)?.hunks.push(hunk.join('\n'));
    hunk = undefined;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      close();
    } else if (line.startsWith('+++ b/')) {
      files.push({ file: line.slice('+++ b/'.length), hunks: [] });
    } else if (line.startsWith('@@')) {
      close();
      hunk = [];
    } else if (hunk && (line.startsWith(' ') || line.startsWith('+'))) {
      hunk.push(line.slice(1));
    }
  }
  close();
  return files;
}
