import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '@marquee/shared/build/vitest-frontend.mjs';
import { containerStartAlias, federationRuntimeEsm } from '@marquee/shared/build/federation-runtime-paths.mjs';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The federation runtime's files as a production remote's build finds them (the bundler's exact
// `name$` aliases as exact matches), for the test of the bundler runtime the shell lends
// (src/federation/lend-bundler-runtime.test.ts).
const alias = Object.entries({ ...federationRuntimeEsm(), ...containerStartAlias() })
  .filter(([name]) => name.endsWith('$'))
  .map(([name, file]) => ({ find: new RegExp(`^${escape(name.slice(0, -1))}$`), replacement: file }));

export default defineConfig({ ...frontendTestConfig(), resolve: { alias } });
