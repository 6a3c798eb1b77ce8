/** The Vitest settings of every front-end package (shared, shell, the remotes). */
import './node20-polyfills.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function frontendTestConfig() {
  return {
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [path.join(here, 'vitest-setup.mjs')],
      testTimeout: 15_000,
    },
  };
}
