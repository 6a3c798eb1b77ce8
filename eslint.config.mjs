// One lint configuration for the workspace. Beyond the recommended TypeScript, React hooks and
// JSX accessibility rules, it refuses import cycles and enforces the federation contract: Chakra
// only through @marquee/shared/ui, and no app reaching into another package's files.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import { APPS as APP_LIST } from './shared/build/apps.mjs';
import { marqueePlugin } from './shared/build/eslint-feature-folders.mjs';
import platform from './shared/platform.json' with { type: 'json' };

const APPS = APP_LIST.map((app) => app.dir);

/**
 * Platform stays platform (shared/PLATFORM.md): a platform entry point is one instance per page,
 * provided by the shell, so it may not run library code, which is bundled into each app (a copy
 * per remote, each with its own state, at whatever version that remote was built with). Types
 * are erased and stay allowed.
 */
const PLATFORM = platform.entries;
const LIBRARIES = fs
  .readdirSync(new URL('./shared/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !PLATFORM.includes(entry.name))
  .map((entry) => entry.name);
const PLATFORM_IMPORTS_NO_LIBRARY = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: LIBRARIES.flatMap((library) => [`@marquee/shared/${library}`, `@marquee/shared/${library}/**`]),
          allowTypeImports: true,
          message: 'A platform entry point (shared/platform.json) imports no library entry point: move what it needs into the platform.',
        },
      ],
    },
  ],
};

const CHAKRA = { name: '@chakra-ui/react', message: 'Import Chakra through @marquee/shared/ui: one Chakra instance per page.' };
const CROSS_APP = [
  { group: ['**/shared/src/**', '../../shared/**'], message: 'Use the @marquee/shared/<folder> entry points.' },
  ...APPS.map((app) => ({
    group: [`**/${app}/src/**`, `@marquee/${app}`, `@marquee/${app}/**`],
    message: 'Load other remotes through the federation runtime, never by importing their files.',
  })),
  {
    group: ['@marquee/local-stack', '@marquee/local-stack/**', '**/local-stack/**'],
    message: 'The local stack is a backend for development and tests: reach it through supabase-js (tests: @marquee/shared/testing).',
  },
];
const TEST_ONLY = { group: ['@marquee/shared/testing', '@marquee/shared/*/testing'], message: 'Test helpers are for tests only.' };
const SHARED_RELATIVE = { group: ['../*'], message: 'Import another shared folder through @marquee/shared/<folder>.' };

/** Chakra only through @marquee/shared/ui, plus the given patterns. */
function restrictedImports(patterns) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [CHAKRA],
        patterns: [{ group: ['@chakra-ui/react/*'], message: 'Import Chakra through @marquee/shared/ui.' }, ...patterns.flat()],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.generated/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['supabase/**', 'local-stack/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A cycle makes the order modules initialise in depend on which one is imported first.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'e2e/fixtures/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // ui's deprecated Tabs, Slider and Switch (shared/src/ui/controls-compat.ts) load the controls
    // library with import(), and the controls import ui: a cycle only through a dynamic import,
    // which leaves the order modules initialise in alone (the imported module runs after ui has).
    // Static cycles stay refused here too.
    files: ['shared/src/ui/**/*.{ts,tsx}', 'shared/src/controls/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // Inside a remote: feature folders import no folder above them and no other feature's
    // internals (shared/build/eslint-feature-folders.mjs says what is root and what is a feature).
    files: APPS.filter((app) => app !== 'shell').map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { marquee: marqueePlugin },
    rules: { 'marquee/feature-folders': ['error', { remotes: APPS.filter((app) => app !== 'shell') }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    ignores: ['shared/src/ui/**'],
    rules: restrictedImports([...CROSS_APP, TEST_ONLY]),
  },
  {
    // Inside shared, another folder is reached through its package entry point, or the
    // federation would ship it twice (once as a shared module, once inlined).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**'],
    rules: restrictedImports([CROSS_APP, SHARED_RELATIVE, TEST_ONLY]),
  },
  {
    // Tests and their helpers may use the test-only entry points, nothing else changes.
    files: [...APPS.map((app) => `${app}/src/**/*.test.{ts,tsx}`), ...APPS.map((app) => `${app}/src/**/testing/**`)],
    rules: restrictedImports(CROSS_APP),
  },
  {
    files: PLATFORM.map((entry) => `shared/src/${entry}/**/*.{ts,tsx}`),
    ignores: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/**/testing/**', 'shared/src/**/test-providers.tsx'],
    rules: PLATFORM_IMPORTS_NO_LIBRARY,
  },
  {
    files: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/**/testing/**', 'shared/src/**/test-providers.tsx'],
    ignores: ['shared/src/ui/**'],
    rules: restrictedImports([CROSS_APP, SHARED_RELATIVE]),
  },
);
