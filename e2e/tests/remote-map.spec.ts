import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { entryForBuild, serveRemoteBuild, serveShellWithMap } from '../support/alt-shell';
import { E2E_DIR, extraPort } from '../support/environment';

const FIXTURE = path.join(E2E_DIR, 'fixtures', 'alt-catalog');
const fixtureRequire = createRequire(path.join(FIXTURE, 'package.json'));

test('pointing a remote at another build through the remote map, with no shell rebuild', async ({ page }) => {
  test.setTimeout(120_000);
  // A second build of mf_catalog (a canary a feature team might deploy), built on its own.
  execFileSync(process.execPath, [path.join(path.dirname(fixtureRequire.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js'), 'build', '--mode', 'production'], {
    cwd: FIXTURE,
    stdio: 'inherit',
  });
  const canary = await serveRemoteBuild(path.join(FIXTURE, 'dist'), extraPort(201));
  const shell = await serveShellWithMap(extraPort(1), { mf_catalog: entryForBuild(path.join(FIXTURE, 'dist'), extraPort(201)) });
  try {
    await page.goto(`http://localhost:${extraPort(1)}/`);
    await expect(page.getByRole('heading', { name: 'Catalog canary build' })).toBeVisible();
    // The same shell build on the standard map still shows the regular catalog.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Catalog canary build' })).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  } finally {
    await shell.close();
    await canary.close();
  }
});
