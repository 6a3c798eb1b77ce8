/**
 * The film diary in a real browser: a film logged twice (the second a rewatch), the diary's month
 * headings, a private diary refused to another member and to a guest, and axe on the diary pages
 * in both themes at phone width. Screenshots at 390 and 1366 px, light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { register, newAccount, signOut, toast } from '../support/accounts';
import { expect, test } from '../support/test';

const MOVIE = '/movie/23813862';
const THEMES = ['light', 'dark'] as const;

async function logFilm(page: Page, title: string, options: { date?: string; stars?: number; expectRewatch: boolean }) {
  await page.getByRole('button', { name: 'Log', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Log ${title}` });
  await expect(dialog).toBeVisible();
  const rewatch = dialog.getByRole('checkbox', { name: 'Rewatch' });
  await expect(rewatch).toBeChecked({ checked: options.expectRewatch });
  if (options.date) await dialog.getByLabel('Watched on').fill(options.date);
  if (options.stars) await dialog.getByRole('radio', { name: `${options.stars} stars` }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Logged ${title}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function axeViolations(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.map((v) => `${path} (${theme}): ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
  }
  return found;
}

test.describe('film diary', { tag: ['@mf_journal', '@mf_movie', '@mf_account'] }, () => {
  test('logs a film twice (the second a rewatch), lists it under month headings, and passes axe', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const member = newAccount('diary');
    await register(page, member);
    await page.goto(MOVIE);
    const title = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    await logFilm(page, title, { date: '2024-03-15', stars: 4, expectRewatch: false });
    await expect(page.getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true');
    await logFilm(page, title, { expectRewatch: true });

    await page.getByRole('link', { name: 'Diary' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible();
    // The dialog's date is the member's today, in the browser's zone (the machine's, as here).
    const thisMonth = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([thisMonth, 'March 2024']);
    const recent = page.getByRole('list', { name: thisMonth }).getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent.getByRole('img', { name: 'Rewatch' })).toBeVisible();
    const march = page.getByRole('list', { name: 'March 2024' }).getByRole('listitem');
    await expect(march.getByText('15', { exact: true })).toBeVisible();
    await expect(march.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(march.getByRole('img', { name: 'Rewatch' })).toHaveCount(0);

    // The edit form's code is not part of the diary's first load: it arrives when the form opens.
    await march.getByRole('button', { name: `Edit entry: ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByRole('radio', { name: '2 stars' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Diary entry saved').first()).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(march.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

    for (const width of [390, 1366]) {
      for (const theme of THEMES) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await page.goto('/diary');
        await expect(page.getByRole('heading', { level: 2, name: 'March 2024' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: testInfo.outputPath(`diary-${width}-${theme}.png`), fullPage: true });
        await page.goto('/profile');
        // Your year loads as the visitor scrolls towards it (below the fold on a phone).
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByRole('heading', { name: 'Your year' })).toBeVisible();
        await expect(page.locator('[data-chart-loading]')).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath(`profile-${width}-${theme}.png`), fullPage: true });
      }
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const found = [...(await axeViolations(page, '/diary')), ...(await axeViolations(page, `/u/${member.username}/diary`))];
    expect(found).toEqual([]);
  });

  test("a phone's first view of the profile does not load the diary's remote: Your year loads as the member scrolls to it", async ({
    page,
  }) => {
    await register(page, newAccount('year'));
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.endsWith('/remoteEntry.js'))).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('YourYear'))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Your year' })).toHaveCount(0);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Your year' })).toBeVisible();
    await expect(page.getByTestId('journal-count-films')).toHaveText(/^0\s*Films$/);
    expect(scripts.filter((path) => path.includes('YourYear'))).toHaveLength(1);
  });

  test('a private diary is refused to another member and to a guest, and shown to its owner', async ({ page }) => {
    test.setTimeout(120_000);
    const owner = newAccount('private');
    await register(page, owner);
    await page.goto(MOVIE);
    const title = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    await logFilm(page, title, { expectRewatch: false });
    await page.goto(`/u/${owner.username}/diary`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const diarySwitch = page.getByRole('checkbox', { name: 'Show my diary on my public profile' });
    await expect(diarySwitch).toBeChecked();
    await diarySwitch.click({ force: true });
    await expect(diarySwitch).not.toBeChecked();
    await page.goto(`/u/${owner.username}/diary`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await signOut(page);
    await page.goto(`/u/${owner.username}/diary`);
    await expect(page.getByRole('heading', { name: 'Diary not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await register(page, newAccount('other'));
    await page.goto(`/u/${owner.username}/diary`);
    await expect(page.getByRole('heading', { name: 'Diary not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
});
