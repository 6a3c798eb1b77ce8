/**
 * `pnpm -C local-stack reset`: deletes the local stack's data (PGlite database, stored files,
 * inbox). Refuses unless the folder is this package's `.data`, so a mistyped environment
 * variable cannot make it delete anything else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_STACK_DIR } from '../server/config.ts';
import { lockDataDir } from '../server/db/data-dir-lock.ts';

const dataDir = path.join(LOCAL_STACK_DIR, '.data');
const resolved = path.resolve(dataDir);
if (path.basename(resolved) !== '.data' || path.dirname(resolved) !== path.resolve(LOCAL_STACK_DIR)) {
  console.error(`refusing to delete ${resolved}: not the local-stack/.data folder`);
  process.exit(1);
}
// Deleting the files under a running stack would leave it writing into nothing: the stack's own
// data-directory lock says whether one is running.
if (fs.existsSync(resolved)) {
  try {
    const unlock = await lockDataDir(path.join(resolved, 'pglite'), 0);
    unlock();
  } catch (error) {
    console.error(`refusing to reset: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
if (!fs.existsSync(resolved)) {
  console.log(`nothing to reset: ${resolved} does not exist`);
} else {
  fs.rmSync(resolved, { recursive: true, force: true });
  console.log(`deleted ${resolved} (database, storage objects, inbox); the next start migrates a fresh database`);
}
