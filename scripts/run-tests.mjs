/**
 * Runs the whole test suite package by package (unit and component tests, backend tests, then
 * the end-to-end suite against production builds) and sums the results into one closing line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { APPS } from './apps.mjs';

const VITEST_PACKAGES = ['shared', ...APPS.map((app) => app.dir), 'local-stack', 'supabase'];

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The tests run once more on PostgreSQL, by package: the project's data layer, then the stack's auth. */
const POSTGRES_TEST_FILES = {
  supabase: ['tests/rls-matrix.test.ts', 'tests/migrations.test.ts'],
  'local-stack': [
    'tests/auth.test.ts',
    'tests/security/schema-attacks.test.ts',
    'tests/security/auth-refresh-replay.test.ts',
    'tests/security/auth-rate-limits.test.ts',
    'tests/security/regex-attacks.test.ts',
    'tests/security/rest-client-limits.test.ts',
    'tests/security/contended-statements.test.ts',
  ],
};
const WITH_POSTGRES = path.join('local-stack', 'scripts', 'with-postgres.sh');

function hasPostgresBinaries() {
  const dirs = [
    '/usr/local/bin',
    ...(fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`) : []),
  ];
  return dirs.some((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

function runOnPostgres({ root, pnpmCommand, outDir, pkg, files }) {
  if (!hasPostgresBinaries()) {
    console.log(`\n▸ ${pkg} on PostgreSQL: skipped (no initdb/pg_ctl on this machine; PGlite covered it)`);
    return null;
  }
  console.log(`\n▸ ${pkg} on PostgreSQL 15: ${files.join(', ')}`);
  const report = path.join(outDir, `${pkg}-postgres.json`);
  const [cmd, ...rest] = pnpmCommand;
  const result = spawnSync(
    'sh',
    [
      path.join(root, WITH_POSTGRES),
      cmd,
      ...rest,
      'exec',
      'vitest',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: path.join(root, pkg), stdio: 'inherit', env: { ...process.env, AUTH_TEST_BACKEND: 'postgres' } },
  );
  if (result.status === 77) {
    console.log(`▸ ${pkg} on PostgreSQL: skipped (no PostgreSQL cluster could be started here; see above)`);
    return null;
  }
  const json = readJson(report);
  return {
    ok: result.status === 0,
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? (result.status === 0 ? 0 : 1),
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
  };
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

  // The data layer and auth once more on real PostgreSQL 15, when the machine has its server binaries.
  for (const [pkg, files] of Object.entries(POSTGRES_TEST_FILES)) {
    const pgResult = runOnPostgres({ root, pnpmCommand, outDir, pkg, files });
    if (!pgResult) continue;
    totals.passed += pgResult.passed;
    totals.failed += pgResult.failed;
    totals.skipped += pgResult.skipped;
    if (!pgResult.ok) failures.push(`${pkg} (PostgreSQL)`);
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
