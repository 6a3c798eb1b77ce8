import { defineConfig } from 'vitest/config';
import '../shared/build/node20-polyfills.mjs';

// Each test file boots its own in-memory PGlite (~0.8 GB, several seconds of CPU); two cores
// cannot run many at once without timeouts. On PostgreSQL the files share one database, and
// concurrent start-ups would race to create roles and apply migrations: one file at a time.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'functions/**/*.test.ts', 'catalog/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: !process.env.DATABASE_URL,
    maxWorkers: 2,
  },
});
