import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { entryForBuild, serveRemoteBuild, serveShellWithMap } from '../support/alt-shell';
import { extraPort } from '../support/environment';
import { buildAltCatalog } from '../support/fixture-builds';

test('pointing a remote at another build through the remote map, with no shell rebuild', { tag: ['@local'] }, async ({ page }) => {
  test.setTimeout(120_000);
  // A second build of mf_catalog (a canary a feature team might deploy), built on its own.
  const dist = buildAltCatalog(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-canary-')), { label: 'canary' });
  const canary = await serveRemoteBuild(dist, extraPort(201));
  const shell = await serveShellWithMap(extraPort(1), { mf_catalog: entryForBuild(dist, extraPort(201)) });
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
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
