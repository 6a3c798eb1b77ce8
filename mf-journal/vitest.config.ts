import { defineConfig } from 'vitest/config';
import { frontendTestConfig } from '@marquee/shared/build/vitest-frontend.mjs';

export default defineConfig(frontendTestConfig({ stack: true }));
