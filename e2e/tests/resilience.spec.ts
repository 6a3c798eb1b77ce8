import { expect, test } from '../support/test';
import { serveRemoteBuild, serveShellWithMap, servedAt } from '../support/alt-shell';
import { APPS, extraPort } from '../support/environment';
import { REMOTE_HOMES } from '../support/routes';
import type { Served } from '../support/serve';

const SHELL_PORT = extraPort(0);

test.describe('a remote that is down', { tag: ['@local'] }, () => {
  for (const [index, home] of REMOTE_HOMES.entries()) {
    test(`${home.remote} down: the shell and other remotes work, Retry recovers without a reload`, async ({ page }) => {
      const remotePort = extraPort(101 + index);
      const app = APPS.find((a) => a.name === home.remote)!;
      const shell = await serveShellWithMap(SHELL_PORT, { [home.remote]: servedAt(remotePort) });
      let remote: Served | null = null;
      try {
        await page.goto(`http://localhost:${SHELL_PORT}${home.path}`);
        await expect(page.getByRole('heading', { name: `${home.section} is unavailable right now` })).toBeVisible();
        // The shell itself keeps working: header, navigation and another remote's page.
        await expect(page.getByRole('searchbox', { name: 'Search movies' })).toBeVisible();
        const other = REMOTE_HOMES.find((h) => h.remote !== home.remote && h.path !== '/movie/23813862')!;
        await page.goto(`http://localhost:${SHELL_PORT}${other.path}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByTestId('remote-error')).toHaveCount(0);

        await page.goto(`http://localhost:${SHELL_PORT}${home.path}`);
        await expect(page.getByTestId('remote-error')).toBeVisible();
        await page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        remote = await serveRemoteBuild(app.dir, remotePort);
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
        await expect(page.locator('main h1').first()).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      } finally {
        await remote?.close();
        await shell.close();
      }
    });
  }
});
