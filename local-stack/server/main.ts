/** `pnpm -C local-stack start`: runs the local stack until SIGINT/SIGTERM. */
import { startStack } from './app.ts';

const stack = await startStack({ quiet: process.env.SUPABASE_QUIET === 'true' });
const { config, startup } = stack;
const lines = [
  '',
  'Marquee local Supabase stack is running.',
  '',
  `         API URL: ${config.publicUrl}`,
  `        anon key: ${config.anonKey}`,
  `service_role key: ${config.serviceRoleKey}`,
  `      JWT secret: ${config.jwtSecret}`,
  `           Inbox: ${config.publicUrl}/inbox/ui  (JSON: ${config.publicUrl}/inbox)`,
  `        Database: ${stack.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`,
  `         Storage: ${config.storageDir}`,
  `      Start-up: ${startup.totalMs} ms (database ${startup.dbOpenMs} ms, migrations ${startup.migrateMs} ms, ` +
    `${startup.migrations.applied.length} new migration(s)${startup.migrations.seeded ? ', seeded' : ''})`,
];
console.log(`${lines.join('\n')}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
