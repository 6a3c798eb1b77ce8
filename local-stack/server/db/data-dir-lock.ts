/**
 * PGlite has no postmaster to refuse a second process on the same data directory, and two
 * writers corrupt it. A pid file next to the directory makes a second stack fail fast instead.
 */
import fs from 'node:fs';

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new Error(`PGlite data directory ${dataDir} is in use by process ${owner}; stop it first (or set PGLITE_DATA_DIR)`, {
          cause: error,
        });
      }
      // Left behind by a process that is gone: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
