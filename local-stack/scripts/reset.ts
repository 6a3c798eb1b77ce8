/**
 * `pnpm -C local-stack reset`: deletes the local stack's data (PGlite database, stored files,
 * inbox). Refuses unless the folder is this package's `.data`, so a mistyped environment
 * variable cannot make it delete anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_STACK_DIR } from '../server/config.ts';

const dataDir = path.join(LOCAL_STACK_DIR, '.data');
const resolved = path.resolve(dataDir);
if (path.basename(resolved) !== '.data' || path.dirname(resolved) !== path.resolve(LOCAL_STACK_DIR)) {
  console.error(`refusing to delete ${resolved}: not the local-stack/.data folder`);
  process.exit(1);
}
// Deleting the files under a running stack would leave it writing into nothing.
const lockFile = path.join(resolved, 'pglite.lock');
if (fs.existsSync(lockFile)) {
  const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
  let running: boolean;
  try {
    process.kill(pid, 0);
    running = true;
  } catch (error) {
    running = (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (pid && running) {
    console.error(`refusing to reset: the local stack (process ${pid}) is using ${resolved}; stop it first`);
    process.exit(1);
  }
}
if (!fs.existsSync(resolved)) {
  console.log(`nothing to reset: ${resolved} does not exist`);
} else {
  fs.rmSync(resolved, { recursive: true, force: true });
  console.log(`deleted ${resolved} (database, storage objects, inbox); the next start migrates a fresh database`);
}
