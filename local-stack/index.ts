/**
 * What other packages use of the local stack besides its test harness (`@marquee/local-stack/testing`):
 * starting it in-process, and bringing a database to the project's schema without serving it
 * (the generated `Database` type, the migration tests).
 */
export { startStack, type Stack, type StackOptions } from './server/app.ts';
export { loadConfig, type StackConfig } from './server/config.ts';
export { DEFAULT_MIGRATION_PATHS, migrate, type MigrationPaths, type MigrationReport } from './server/db/migrate.ts';
export { openDb, type ScriptableDb } from './server/db/open-db.ts';
