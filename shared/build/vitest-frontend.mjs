/** The Vitest settings of every front-end package (shared, shell, the remotes). */
import './node20-polyfills.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `stack: true` starts the local Supabase stack once for the run, for tests that read and write
 * data through the real supabase-js (`createTestAccount`, `anonTestClient` from
 * `@marquee/shared/testing`).
 */
export function frontendTestConfig({ stack = false } = {}) {
  return {
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(here, 'vitest-setup.mjs'), ...(stack ? [path.join(here, 'vitest-stack-config.ts')] : [])],
      globalSetup: stack ? [path.join(here, 'vitest-stack-setup.ts')] : [],
      testTimeout: 15_000,
    },
  };
}
