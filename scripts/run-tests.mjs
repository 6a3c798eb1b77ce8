/**
 * Runs the whole test suite package by package (unit and component tests, backend tests, then
 * the end-to-end suite against production builds) and sums the results into one closing line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VITEST_PACKAGES = ['shared', 'shell', 'mf-catalog', 'mf-search', 'mf-movie', 'mf-account', 'mf-reviews', 'supabase'];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export async function runTests({ root, pnpmCommand }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-tests-'));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];

  for (const pkg of VITEST_PACKAGES) {
    const dir = path.join(root, pkg);
    if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
    const report = path.join(outDir, `${pkg}.json`);
    console.log(`\n▸ ${pkg}: vitest`);
    const [cmd, ...rest] = pnpmCommand;
    const result = spawnSync(
      cmd,
      [...rest, 'exec', 'vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: dir, stdio: 'inherit' },
    );
    const json = readJson(report);
    if (json) {
      totals.passed += json.numPassedTests ?? 0;
      totals.failed += json.numFailedTests ?? 0;
      totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    }
    if (result.status !== 0) failures.push(pkg);
  }

  const e2eDir = path.join(root, 'e2e');
  if (fs.existsSync(path.join(e2eDir, 'playwright.config.ts'))) {
    console.log('\n▸ e2e: playwright (production builds, one origin per app, local backend, Chromium)');
    const report = path.join(outDir, 'e2e.json');
    const [cmd, ...rest] = pnpmCommand;
    const result = spawnSync(cmd, [...rest, 'exec', 'playwright', 'test'], {
      cwd: e2eDir,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    const json = readJson(report);
    if (json?.stats) {
      totals.passed += (json.stats.expected ?? 0) + (json.stats.flaky ?? 0);
      totals.failed += json.stats.unexpected ?? 0;
      totals.skipped += json.stats.skipped ?? 0;
    }
    if (result.status !== 0) failures.push('e2e');
  }

  console.log('');
  if (failures.length) console.log(`✖ failing: ${failures.join(', ')}`);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return failures.length === 0 && totals.failed === 0;
}
