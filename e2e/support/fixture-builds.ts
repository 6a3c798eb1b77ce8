/** Production builds of the test fixtures (other builds of a remote), made with Rspack's CLI. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E_DIR } from './environment';

export const FIXTURES = path.join(E2E_DIR, 'fixtures');

/**
 * Builds `fixtures/<name>` with the Rspack CLI of the package in `packageDir` (the fixture's own,
 * or the remote it rebuilds), into `outDir`.
 */
export function buildFixture(
  name: string,
  { packageDir = path.join(FIXTURES, name), env = {} }: { packageDir?: string; env?: Record<string, string> } = {},
): void {
  const packageRequire = createRequire(path.join(packageDir, 'package.json'));
  const cli = path.join(path.dirname(packageRequire.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  execFileSync(process.execPath, [cli, 'build', '--mode', 'production', '--config', path.join(FIXTURES, name, 'rspack.config.mjs')], {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/** A build of the alternative catalog: its label, platform version, output folder, and whether its home page throws. */
export function buildAltCatalog(
  outDir: string,
  { label, platformVersion, throws = false }: { label: string; platformVersion?: string; throws?: boolean },
): string {
  buildFixture('alt-catalog', {
    env: {
      ALT_OUT_DIR: outDir,
      ALT_LABEL: label,
      ALT_THROWS: throws ? 'yes' : 'no',
      ...(platformVersion ? { ALT_PLATFORM_VERSION: platformVersion } : {}),
    },
  });
  return outDir;
}
