/**
 * Lists end to end: a member builds a ranked list from the search suggestions, reorders it with
 * the keyboard, finds the unsaved edits again after a reload, saves it and reads its public page
 * with the ranks; a private list is refused to another member and to a guest ("List not found");
 * axe on every list route in both themes at phone width; screenshots at 390 and 1366 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { registerAndSignIn, type Account } from '../support/accounts';
import { expect, test } from '../support/test';

const THEMES = ['light', 'dark'] as const;

async function member(browser: Browser, prefix: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  return { page, account: await registerAndSignIn(page, prefix) };
}

async function addFilm(page: Page, text: string, year: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Add a film' });
  await box.fill(text);
  await page.getByRole('option').filter({ hasText: text }).filter({ hasText: year }).first().click();
  await expect(page.getByRole('status').filter({ hasText: `${text} added.` })).toBeVisible();
}

const rows = (page: Page): Locator => page.getByRole('list', { name: 'Films in this list' }).getByRole('listitem');

async function editorOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Films in this list' })
    .getByRole('button', { name: /^Move .* up$/ })
    .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Move (.*) up$/, '$1')));
}

async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const control = page.getByRole('checkbox', { name });
  await expect(control).toBeAttached();
  if ((await control.isChecked()) !== on) await page.locator('label').filter({ hasText: name }).click();
  await expect(control).toBeChecked({ checked: on });
}

async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    for (const theme of THEMES) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('lists', { tag: ['@mf_journal', '@mf_search'] }, () => {
  test('builds a ranked list, reorders it with the keyboard, keeps the edits through a reload, and shows its public page with ranks', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { page, account } = await member(browser, 'lister');
    await page.getByRole('navigation').getByRole('link', { name: 'Lists' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lists' })).toBeVisible();
    await expect(page.getByText('No lists yet')).toBeVisible();
    await page.getByRole('link', { name: 'New list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New list' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill('Best of the 2000s');
    await page.getByRole('textbox', { name: 'Description' }).fill('Puzzles and dreams.');
    await setSwitch(page, 'Ranked list', true);
    await expect(page.getByRole('checkbox', { name: 'Public' })).toBeChecked();
    await addFilm(page, 'Memento', '2001');
    await addFilm(page, 'The Matrix', '1999');
    await addFilm(page, 'Inception', '2010');
    expect(await editorOrder(page)).toEqual(['Memento', 'The Matrix', 'Inception']);

    // Keyboard only: the focus stays on the moved film's button.
    await page.getByRole('button', { name: 'Move Inception up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Inception moved to position 2.' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Inception moved to position 1.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Inception down' })).toBeFocused();
    await page.getByRole('button', { name: 'Move Memento down' }).focus();
    await page.keyboard.press('Space');
    expect(await editorOrder(page)).toEqual(['Inception', 'The Matrix', 'Memento']);
    // Dragging moves too.
    await rows(page).nth(2).dragTo(rows(page).nth(1));
    expect(await editorOrder(page)).toEqual(['Inception', 'Memento', 'The Matrix']);

    await screenshots(page, testInfo, 'list-editor');
    expect(await editorOrder(page)).toEqual(['Inception', 'Memento', 'The Matrix']);
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Best of the 2000s');
    await expect(page.getByRole('checkbox', { name: 'Ranked list' })).toBeChecked();
    await page.getByRole('button', { name: 'Save list' }).click();

    await expect(page).toHaveURL(new RegExp(`/u/${account.username}/list/best-of-the-2000s$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Best of the 2000s' })).toBeVisible();
    await expect(page.getByText('Puzzles and dreams.')).toBeVisible();
    await expect(page.getByText('3 films')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: account.username })).toHaveAttribute('href', `/u/${account.username}`);
    const films = page.getByRole('list', { name: 'Films' }).getByRole('listitem');
    await expect(films).toHaveCount(3);
    expect(await films.getByLabel(/^Rank/).allTextContents()).toEqual(['1', '2', '3']);
    expect(await films.getByRole('link', { name: /\S/ }).allTextContents()).toEqual(['Inception', 'Memento', 'The Matrix']);
    await screenshots(page, testInfo, 'list-page');

    // A guest reads the public list too, and the member's lists page links to it.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/u/${account.username}/list/best-of-the-2000s`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Best of the 2000s' })).toBeVisible();
    await guest.goto(`/u/${account.username}/lists`);
    await expect(guest.getByRole('link', { name: 'Best of the 2000s' })).toBeVisible();
    await page.goto('/lists');
    await expect(page.getByRole('link', { name: 'Best of the 2000s', exact: true })).toBeVisible();
    await screenshots(page, testInfo, 'lists');
  });

  test('a private list answers "List not found" to another member and to a guest, and shows to its owner', async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, account } = await member(browser, 'private');
    await page.goto('/lists/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Guilty pleasures');
    await setSwitch(page, 'Public', false);
    await addFilm(page, 'Memento', '2001');
    await page.getByRole('button', { name: 'Save list' }).click();
    const address = `/u/${account.username}/list/guilty-pleasures`;
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByText('Private', { exact: true })).toBeVisible();

    const { page: other } = await member(browser, 'stranger');
    const guest = await (await browser.newContext()).newPage();
    for (const visitor of [other, guest]) {
      await visitor.goto(address);
      await expect(visitor.getByText('List not found')).toBeVisible();
      await expect(visitor.getByText('Memento')).toHaveCount(0);
      await visitor.goto(`/u/${account.username}/lists`);
      await expect(visitor.getByText('No lists yet')).toBeVisible();
    }
  });

  test('every list route passes axe in both themes at phone width', async ({ browser }) => {
    test.setTimeout(240_000);
    const { page, account } = await member(browser, 'axe');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/lists/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Checked');
    await setSwitch(page, 'Ranked list', true);
    await addFilm(page, 'Memento', '2001');
    await addFilm(page, 'Inception', '2010');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page).toHaveURL(/\/list\/checked$/);
    await page.getByRole('link', { name: 'Edit list' }).click();
    const edit = new URL(page.url()).pathname;
    const routes = ['/lists', '/lists/new', edit, `/u/${account.username}/list/checked`, `/u/${account.username}/lists`];
    const found: string[] = [];
    for (const path of routes) {
      for (const theme of THEMES) {
        await page.evaluate((value) => localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        found.push(...violations.map((v) => `${path} (${theme}): ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
      }
    }
    expect(found).toEqual([]);
  });
});
