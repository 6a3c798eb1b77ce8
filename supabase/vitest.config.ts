import { defineConfig } from 'vitest/config';

// Each test file boots its own in-memory PGlite (~0.8 GB, several seconds of CPU); two cores
// cannot run many at once without timeouts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'functions/**/*.test.ts', 'catalog/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
