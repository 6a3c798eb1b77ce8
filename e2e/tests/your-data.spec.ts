/**
 * Your data end to end, against the local stack and the offline catalog: a real Letterboxd export
 * (films in the catalog and films not in it) is previewed and imported, the reviews show on the
 * profile and the movie page; both exports are downloaded and read; the Letterboxd export imports
 * into a new account with the same ratings and texts; an account is deleted and cannot sign in.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, fillSignIn, registerAndSignIn, toast, type Account } from '../support/accounts';
import { E2E_DIR } from '../support/environment';

const FIXTURES = path.join(E2E_DIR, 'fixtures/letterboxd');
const EXPORT_ZIP = path.join(FIXTURES, 'letterboxd-marquee-2023-07-04-10-00-utc.zip');
/**
 * Letterboxd's whole export of 97 films: every file it writes (ratings with half stars, reviews
 * with a rewatch, watchlist, diary and more), films the catalog knows under other titles, and some it lacks.
 */
const SAMPLE_ZIP = path.join(FIXTURES, 'letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip');
/** Alien (1979) in the offline catalog. */
const ALIEN_ID = 58530992;
/** "Jet Li's Hero" (2004) in the offline catalog: Letterboxd's "Hero" (2002). */
const HERO_ID = 57714843;

async function openYourData(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

async function upload(page: Page, files: string[] | { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.getByLabel('Letterboxd export files').setInputFiles(files);
}

async function downloadOf(page: Page, button: string, count = 1): Promise<Download[]> {
  const downloads: Download[] = [];
  const all = new Promise<void>((resolve) => {
    page.on('download', (download) => {
      downloads.push(download);
      if (downloads.length === count) resolve();
    });
  });
  await page.getByRole('button', { name: button }).click();
  await all;
  return downloads;
}

async function textOf(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

interface ExportedData {
  profile: { username: string };
  reviews: {
    movie_id: number;
    rating: number;
    review_text: string | null;
    review_text_plain: string;
    contains_spoilers: boolean;
    reviewed_at: string;
    watched_on: string | null;
  }[];
  watchlist: { movie_id: number; title: string }[];
  favorites: unknown[];
  likes: unknown[];
  diary: { tmdb_id: number; watched_on: string; rewatch: boolean; rating: number | null }[];
  watched: { tmdb_id: number; watched_at: string }[];
  lists: { name: string; description: string | null; ranked: boolean; films: { tmdb_id: number; position: number }[] }[];
}

async function exportJson(page: Page): Promise<ExportedData> {
  const [download] = await downloadOf(page, 'Download my data (JSON)');
  return JSON.parse(await textOf(download as Download)) as ExportedData;
}

async function importZip(page: Page): Promise<void> {
  await upload(page, [EXPORT_ZIP]);
  const preview = page.getByTestId('letterboxd-preview');
  await expect(preview.getByText('6 films matched')).toBeVisible();
  await expect(preview.getByText('4 not found')).toBeVisible();
  await preview.getByRole('button', { name: 'Import 6 films' }).click();
  await expect(page.getByTestId('letterboxd-result')).toContainText('4 new reviews (2 with text)');
}

test.describe('your data', { tag: ['@mf_account'] }, () => {
  test('imports a Letterboxd export: preview, import, reviews on the profile and the movie page', async ({ page }) => {
    const account = await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [EXPORT_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview.getByText('6 films matched')).toBeVisible();
    await expect(preview.getByText('4 not found')).toBeVisible();
    await expect(page.getByTestId('letterboxd-not-found').getByRole('listitem')).toHaveText([
      /^Aftersun \(2022\)/,
      /^Heat \(1995\)/,
      /^Paddington 2 \(2017\)/,
      /^Past Lives \(2023\)/,
    ]);
    const alienRow = preview.getByRole('row').filter({ hasText: 'Alien (1979)' });
    await expect(alienRow).toContainText('Review 5★ with text · February 11, 2023');
    // Letterboxd's 1942 is the catalog's 1941: a year either side still matches.
    await expect(preview.getByRole('row').filter({ hasText: 'Casablanca (1942)' })).toContainText('Casablanca (1941)');
    await expect(preview.getByRole('row').filter({ hasText: 'Leon (1994)' })).toContainText('Léon (1994)');
    await expect(preview.getByRole('row').filter({ hasText: 'The Matrix (1999)' })).toContainText('Watchlist · July 1, 2023');
    // A wrong match can be unticked.
    await preview.getByRole('checkbox', { name: 'Import Leon (1994)' }).uncheck();
    await preview.getByRole('button', { name: 'Import 5 films' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('3 new reviews (2 with text)');

    await page.getByRole('main').getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('stat-reviews').getByTestId('stat-value')).toHaveText('3');
    await expect(page.getByTestId('stat-watchlist').getByTestId('stat-value')).toHaveText('2');
    await page.goto(`/movie/${ALIEN_ID}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const review = page.getByRole('article', { name: `Review by ${account.username}` });
    await expect(review.getByText('In space, no one can hear you scream.')).toBeVisible();
    await expect(review.getByText('The best creature design, and a "perfect" cast.')).toBeVisible();
  });

  test('refuses a file that is not a Letterboxd export and writes nothing', async ({ page }) => {
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [path.join(FIXTURES, 'wrong-columns.csv')]);
    await expect(page.getByText('“wrong-columns.csv” does not look like a Letterboxd export: it has no Name column.')).toBeVisible();
    await upload(page, [{ name: 'notes.txt', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 3]) }]);
    await expect(page.getByText('“notes.txt” is not a CSV or zip file.', { exact: false })).toBeVisible();
    const data = await exportJson(page);
    expect(data.reviews).toEqual([]);
  });

  test('existing reviews are kept unless the user replaces them', async ({ page }) => {
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    const mine = Buffer.from(`Title,Year,tmdbID,Rating,WatchedDate,Review\r\nAlien,1979,${ALIEN_ID},2,2024-01-01,Mine first.\r\n`);
    await upload(page, [{ name: 'mine.csv', mimeType: 'text/csv', buffer: mine }]);
    await page.getByRole('button', { name: 'Import 1 film' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('1 new review (1 with text)');

    await upload(page, [EXPORT_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview.getByRole('row').filter({ hasText: 'Alien (1979)' })).toContainText('You already reviewed this');
    await expect(preview.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    // Alien brings nothing under "Keep mine".
    await preview.getByRole('button', { name: 'Import 5 films' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('3 new reviews (1 with text)');
    let alien = (await exportJson(page)).reviews.find((review) => review.movie_id === ALIEN_ID);
    expect(alien).toMatchObject({ rating: 2, review_text_plain: 'Mine first.' });

    await upload(page, [EXPORT_ZIP]);
    await preview.getByRole('radio', { name: 'Replace with Letterboxd’s' }).check();
    await preview.getByRole('button', { name: 'Import 1 film' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('1 of your reviews replaced with Letterboxd’s');
    alien = (await exportJson(page)).reviews.find((review) => review.movie_id === ALIEN_ID);
    expect(alien).toMatchObject({
      rating: 5,
      review_text_plain: 'In space, no one can hear you scream.\nThe best creature design, and a "perfect" cast.',
    });
  });

  test('exports JSON and Letterboxd CSV, and the Letterboxd files import into a new account with the same ratings and texts', async ({
    page,
    browser,
  }) => {
    const first = await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await importZip(page);

    const data = await exportJson(page);
    expect(data.profile.username).toBe(first.username);
    expect(data.reviews).toHaveLength(4);
    expect(data.watchlist.map((entry) => entry.title).sort()).toEqual(['Jaws', 'The Matrix']);
    const tiger = data.reviews.find((review) => review.review_text_plain === 'The ending on the bridge stays with you.');
    expect(tiger).toMatchObject({ rating: 3, contains_spoilers: true });
    expect(data.likes).toEqual([]);
    expect(data.favorites).toEqual([]);

    // One download: a zip of Letterboxd's files, in its import format, as the page says.
    await expect(page.getByText('your ratings, reviews, watchlist, diary and watched films, and a file for each list')).toBeVisible();
    const [zipFile] = await downloadOf(page, 'Download for Letterboxd (CSV)');
    expect((zipFile as Download).suggestedFilename()).toMatch(/^marquee-letterboxd-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await (zipFile as Download).path());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    for (const name of ['ratings.csv', 'reviews.csv', 'watchlist.csv', 'diary.csv', 'watched.csv']) expect(zip.includes(name)).toBe(true);

    const context = await browser.newContext();
    const other = await context.newPage();
    await registerAndSignIn(other, 'lbx2');
    await openYourData(other);
    // The zip as downloaded imports as it is: no tmdbID offline, so the films are found by title and year.
    await upload(other, [{ name: 'marquee-letterboxd.zip', mimeType: 'application/zip', buffer: zip }]);
    await expect(other.getByText('6 films matched')).toBeVisible();
    await expect(other.getByText('0 not found')).toBeVisible();
    await other.getByRole('button', { name: 'Import 6 films' }).click();
    await expect(other.getByTestId('letterboxd-result')).toContainText('4 new reviews (2 with text)');
    const copied = await exportJson(other);
    const summary = (reviews: ExportedData['reviews']) =>
      reviews
        .map(({ movie_id, rating, review_text_plain }) => ({ movie_id, rating, review_text_plain }))
        .sort((a, b) => a.movie_id - b.movie_id);
    expect(summary(copied.reviews)).toEqual(summary(data.reviews));
    expect(copied.watchlist.map((entry) => entry.movie_id).sort()).toEqual(data.watchlist.map((entry) => entry.movie_id).sort());
    await context.close();
  });

  test('a real multi-file export: each row says what it becomes, keeps its dates and never loses a written review', async ({ page }) => {
    test.setTimeout(240_000);
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    // A written review on Marquee, which Letterboxd's ratings.csv then rates 4½.
    const mine = Buffer.from(
      'Title,Year,Rating,WatchedDate,Review\r\nThe Dark Knight,2008,2,2025-06-01,"My own words.\r\n\r\nTwo paragraphs."\r\n',
    );
    await upload(page, [{ name: 'mine.csv', mimeType: 'text/csv', buffer: mine }]);
    await page.getByRole('button', { name: 'Import 1 film' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('1 new review (1 with text)');

    await upload(page, [SAMPLE_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview).toBeVisible({ timeout: 120_000 });
    const row = (name: string) => preview.getByRole('row').filter({ hasText: name }).first();
    // Half stars: Letterboxd's rating, what Marquee stores, and the rule.
    await expect(preview.getByTestId('letterboxd-half-stars')).toContainText('half stars round up (3½★ becomes 4★, ½★ becomes 1★)');
    await expect(row('The Departed (2006)')).toContainText('Letterboxd 3½★ is stored as 4★: halves round up');
    // A rewatch's second review: which one is imported and which is not.
    const sunshine = row('Eternal Sunshine of the Spotless Mind (2004)');
    await expect(sunshine).toContainText('Review 5★ with text · February 14, 2025');
    await expect(sunshine).toContainText('so your rewatch’s review of February 14, 2025 is the one imported');
    await expect(sunshine).toContainText('Not imported: the review of February 11, 2024 “Second time through');
    // Replace: the rating on its own replaces the rating, the text stays.
    const knight = row('The Dark Knight (2008)');
    await expect(knight).toContainText('Your Marquee review is kept');
    await preview.getByRole('radio', { name: 'Replace with Letterboxd’s' }).check();
    await expect(knight).toContainText('Replaces your rating (2★) with 5★; your review text is kept');
    await expect(row('Alien (1979)')).toContainText('Review 5★ with text · March 2, 2024');

    // At phone width the rows stack: what a row imports is on screen, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await knight.scrollIntoViewIfNeeded();
    await expect(knight.getByText('Replaces your rating (2★) with 5★; your review text is kept')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    await preview.getByRole('button', { name: /^Import \d+ films$/ }).click();
    const result = page.getByTestId('letterboxd-result');
    await expect(result).toBeVisible({ timeout: 60_000 });
    await expect(result).toContainText(/\d+ new reviews \(\d+ with text\)/);
    await expect(result).toContainText('1 rating replaced, your review text kept');
    await expect(result).toContainText(/\d+ films added to your watchlist/);
    await expect(result).not.toContainText('Imported');
    await expect(page.getByTestId('letterboxd-unrated')).toContainText('Magnolia (1999)');
    await expect(page.getByTestId('letterboxd-result-not-found')).toContainText('Sea Sparkles (2022)');

    const data = await exportJson(page);
    const knightReview = data.reviews.find((review) => review.review_text_plain.startsWith('My own words.'));
    expect(knightReview).toMatchObject({ rating: 5, review_text_plain: 'My own words.\nTwo paragraphs.' });
    const alien = data.reviews.find((review) => review.movie_id === ALIEN_ID);
    expect(alien?.reviewed_at.slice(0, 10)).toBe('2024-03-02');
    expect(alien?.watched_on).toBe('2024-03-01');

    // The movie page dates the review by Letterboxd's day; the activity feed too.
    await page.goto(`/movie/${ALIEN_ID}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('main').getByText('March 2, 2024')).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('main').getByRole('tab', { name: 'Activity' }).click();
    const events = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(events.filter({ hasText: 'Reviewed Eternal Sunshine' })).toContainText('last year');

    // The same export again: nothing new.
    await page.getByRole('main').getByRole('tab', { name: 'Settings' }).click();
    await upload(page, [SAMPLE_ZIP]);
    await expect(preview.getByText('Nothing new to import')).toBeVisible({ timeout: 120_000 });
  });

  test('imports Letterboxd’s diary, watched films and a ranked list: counted in the preview, saved once, nothing added twice', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [SAMPLE_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview).toBeVisible({ timeout: 120_000 });
    await expect(preview.getByText('43 diary entries')).toBeVisible();
    await expect(preview.getByText('81 watched films')).toBeVisible();
    await expect(preview.getByText('1 list', { exact: true })).toBeVisible();
    await expect(preview.getByTestId('letterboxd-journal-note')).toContainText('Diary entries keep their watch dates and rewatches');
    await preview.getByRole('button', { name: /^Import \d+ films$/ }).click();
    const result = page.getByTestId('letterboxd-result');
    await expect(result).toBeVisible({ timeout: 120_000 });
    await expect(result).toContainText(/\d+ diary entries added to your diary/);
    await expect(result).toContainText(/\d+ films marked as watched/);
    await expect(result).toContainText('1 list created (private until you make them public)');

    await upload(page, [SAMPLE_ZIP]);
    await expect(preview.getByText('43 diary entries')).toBeVisible({ timeout: 120_000 });
    await preview.getByRole('button', { name: 'Import the diary and lists' }).click();
    await expect(result).toContainText('Nothing new to import', { timeout: 60_000 });
  });

  test('the diary, watched films and lists round-trip: the Letterboxd download imports into a new account as the same', async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [SAMPLE_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview.getByText('43 diary entries')).toBeVisible({ timeout: 120_000 });
    await preview.getByRole('button', { name: /^Import \d+ films$/ }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('1 list created', { timeout: 120_000 });
    const data = await exportJson(page);
    expect(data.diary.length).toBeGreaterThan(30);
    expect(data.watched.length).toBeGreaterThan(60);
    expect(data.lists).toHaveLength(1);
    const [zipFile] = await downloadOf(page, 'Download for Letterboxd (CSV)');
    const zip = await readFile(await (zipFile as Download).path());

    const context = await browser.newContext();
    const other = await context.newPage();
    await registerAndSignIn(other, 'lbx2');
    await openYourData(other);
    await upload(other, [{ name: 'marquee-letterboxd.zip', mimeType: 'application/zip', buffer: zip }]);
    const otherPreview = other.getByTestId('letterboxd-preview');
    await expect(otherPreview.getByText(`${data.diary.length} diary entries`)).toBeVisible({ timeout: 120_000 });
    await expect(otherPreview.getByText(`${data.watched.length} watched films`)).toBeVisible();
    await expect(otherPreview.getByText('1 list', { exact: true })).toBeVisible();
    await otherPreview.getByRole('button', { name: /^Import \d+ films$/ }).click();
    await expect(other.getByTestId('letterboxd-result')).toContainText('1 list created', { timeout: 120_000 });
    const copied = await exportJson(other);
    const diary = (rows: ExportedData['diary']) =>
      rows.map(({ tmdb_id, watched_on, rewatch, rating }) => `${tmdb_id}|${watched_on}|${rewatch}|${rating}`).sort();
    expect(diary(copied.diary)).toEqual(diary(data.diary));
    const watched = (rows: ExportedData['watched']) =>
      rows.map(({ tmdb_id, watched_at }) => `${tmdb_id}|${watched_at.slice(0, 10)}`).sort();
    expect(watched(copied.watched)).toEqual(watched(data.watched));
    const lists = (rows: ExportedData['lists']) =>
      rows.map(({ name, description, ranked, films }) => ({ name, description, ranked, films }));
    expect(lists(copied.lists)).toEqual(lists(data.lists));
    await context.close();
  });

  test('warns before leaving during the save; after the reload, says the import was interrupted and finishes it', async ({ page }) => {
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [EXPORT_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview.getByText('6 films matched')).toBeVisible();
    // The save's first request is held, so the page is left while it writes.
    let held = false;
    await page.route('**/rest/v1/rpc/import_letterboxd_batch', async () => {
      held = true;
      await new Promise(() => {});
    });
    await preview.getByRole('button', { name: 'Import 6 films' }).click();
    await expect(page.getByText('Keep this page open until the import is finished.')).toBeVisible();
    await expect.poll(() => held).toBe(true);
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    const reload = page.reload();
    expect(await asked).toBe('beforeunload');
    await reload;
    await page.unroute('**/rest/v1/rpc/import_letterboxd_batch');

    // The profile opens on Settings, where the import is offered to be finished.
    const notice = page.getByTestId('letterboxd-interrupted');
    await expect(notice).toContainText('Your Letterboxd import was interrupted');
    await expect(notice).toContainText('0 of 6 films were saved before the page was left.');
    await notice.getByRole('button', { name: 'Finish the import' }).click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('4 new reviews (2 with text)');
    await expect(page.getByTestId('letterboxd-result')).toContainText('2 films added to your watchlist');
    await page.reload();
    await expect(page.getByTestId('letterboxd-interrupted')).toHaveCount(0);
  });

  test('a reload while a batch is being saved: finishing the import reports exactly what was saved, each row once', async ({ page }) => {
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [EXPORT_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview.getByText('6 films matched')).toBeVisible();
    // The save's first write reaches the database, and the page is reloaded before its answer arrives.
    let written = false;
    await page.route('**/rest/v1/**', async (route) => {
      if (route.request().method() !== 'POST' || written) return route.fallback();
      await route.fetch();
      written = true;
      await new Promise(() => {});
    });
    await preview.getByRole('button', { name: 'Import 6 films' }).click();
    await expect.poll(() => written).toBe(true);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unroute('**/rest/v1/**');

    const notice = page.getByTestId('letterboxd-interrupted');
    await notice.getByRole('button', { name: 'Finish the import' }).click();
    const result = page.getByTestId('letterboxd-result');
    await expect(result).toContainText('4 new reviews (2 with text)');
    await expect(result).toContainText('2 films added to your watchlist');
    const data = await exportJson(page);
    expect(data.reviews).toHaveLength(4);
    expect(data.watchlist).toHaveLength(2);
  });

  test('imports Letterboxd’s whole export, finds films under other titles, and lets the member pick a film that was not found', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await upload(page, [SAMPLE_ZIP]);
    const preview = page.getByTestId('letterboxd-preview');
    await expect(preview).toBeVisible({ timeout: 30_000 });
    // watched.csv, diary.csv and the list are read now; the profile is still skipped, and said so.
    await expect(preview.getByTestId('letterboxd-skipped-files')).toContainText('profile.csv: your Letterboxd profile');
    await expect(preview.getByTestId('letterboxd-skipped-files')).toContainText('watched.csv');
    const renamed: [string, string][] = [
      ['Star Wars (1977)', 'Star Wars Ep. IV: A New Hope (1977)'],
      ["Harry Potter and the Philosopher's Stone (2001)", "Harry Potter and the Sorcerer's Stone (2001)"],
      ['Kill Bill: Vol. 1 (2003)', 'Kill Bill: Volume 1 (2003)'],
      ['City of God (2002)', 'City of God (2003)'],
    ];
    for (const [letterboxd, marquee] of renamed)
      await expect(preview.getByRole('row').filter({ hasText: letterboxd })).toContainText(marquee);
    const matched = Number(/(\d+) films matched/.exec((await preview.textContent()) ?? '')?.[1]);
    const importButton = preview.getByRole('button', { name: /^Import \d+ films$/ });
    const importing = Number(/\d+/.exec((await importButton.textContent()) ?? '')?.[0]);

    const misses = page.getByTestId('letterboxd-not-found');
    await misses.getByRole('button', { name: 'Find Hero (2002) on Marquee' }).click();
    const search = preview.getByRole('textbox', { name: 'Search Marquee for Hero (2002)' });
    await expect(search).toHaveValue('Hero');
    await search.fill('Jet Li');
    const choice = preview.getByRole('button', { name: "Choose Jet Li's Hero (2004)" });
    await expect(choice).toBeVisible();
    const picker = preview.getByTestId('letterboxd-film-search');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await picker.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`miss-picker-${width}-${colorScheme}.png`) });
        await preview
          .getByTestId('letterboxd-skipped-files')
          .screenshot({ path: testInfo.outputPath(`skipped-files-${width}-${colorScheme}.png`) });
      }
    }
    const box = await picker.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    await choice.click();
    await expect(preview.getByText("Hero (2002) will import as Jet Li's Hero (2004).")).toBeVisible();
    await expect(preview.getByText(`${matched + 1} films matched`)).toBeVisible();
    await expect(preview.getByRole('row').filter({ hasText: 'Hero (2002)' })).toContainText("Jet Li's Hero (2004)");
    await expect(importButton).toHaveText(`Import ${importing + 1} films`);
    await importButton.click();
    await expect(page.getByTestId('letterboxd-result')).toContainText('Saved from Letterboxd', { timeout: 30_000 });
    const hero = (await exportJson(page)).reviews.find((review) => review.movie_id === HERO_ID);
    expect(hero).toMatchObject({ rating: 4 });
  });

  test('deletes the account: typed username, signed out at / with a toast, the sign-in then fails', async ({ page }) => {
    const account: Account = await registerAndSignIn(page, 'lbx');
    await openYourData(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('your reviews and ratings, and the likes on them')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(account.username);
    await confirm.click();
    await expect(toast(page, 'Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    await page.goto('/auth/login');
    await fillSignIn(page, account.email, account.password);
    await expect(page.getByText('Invalid login credentials').first()).toBeVisible();
  });
});
