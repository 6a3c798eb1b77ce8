import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, EXTERNAL, SHELL_URL, chromiumPath } from './support/environment';

const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One backend and fixed ports: tests run one at a time; 2 cores would not gain from more.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Against an existing deployment, tests that build or serve their own apps cannot run.
  ...(EXTERNAL ? { grepInvert: /@local/ } : {}),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
