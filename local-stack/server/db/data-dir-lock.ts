/**
 * PGlite has no postmaster to refuse a second process on the same data directory, and two
 * writers corrupt it. The lock is a socket the owning process listens on next to the directory:
 * the operating system closes it with the process, however the process ends (SIGKILL, a crash),
 * so a restart right after a crash finds nobody listening and takes the lock over. A pid alone
 * cannot say that: a killed process keeps its pid while it is torn down and until its parent
 * reaps it. Whoever connects to a held lock is told the owner's pid, for the error message.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** How long a start waits for a lock that is still held (its owner may be exiting) before it refuses. */
const LOCK_WAIT_MS = 3000;
const RETRY_MS = 100;
/** Below every platform's limit on a socket path (104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH_BYTES = 100;

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where the lock of `dataDir` listens: `<dataDir>.lock`, or a short name derived from it. */
function lockPathOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\marquee-pglite-${hash}`;
  const beside = `${resolved}.lock`;
  return Buffer.byteLength(beside) <= MAX_SOCKET_PATH_BYTES ? beside : path.join(os.tmpdir(), `marquee-pglite-${hash}.lock`);
}

type Probe = { held: true; owner: string } | { held: false };

/** Whether a process listens on the lock, and which one. */
function probe(lockPath: string): Promise<Probe> {
  return new Promise((resolve) => {
    let owner = '';
    const socket = net.connect(lockPath);
    socket.setEncoding('utf8');
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (chunk: string) => (owner += chunk));
    socket.on('close', (hadError) =>
      resolve(hadError && owner === '' ? { held: false } : { held: true, owner: owner.trim() || 'unknown' }),
    );
    socket.on('error', () => {
      // ECONNREFUSED (a socket file nobody listens on), ENOENT: not held.
    });
  });
}

function listen(lockPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    server.once('error', reject);
    server.listen(lockPath, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** A lock file from before the socket: a regular file holding a pid. */
function legacyOwner(lockPath: string): number | null {
  try {
    if (!fs.statSync(lockPath).isFile()) return null;
    return Number(fs.readFileSync(lockPath, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

function inodeOf(file: string): number | null {
  try {
    return fs.statSync(file).ino;
  } catch {
    return null;
  }
}

function inUse(dataDir: string, owner: string): Error {
  return new Error(`PGlite data directory ${dataDir} is in use by process ${owner}; stop it first (or set PGLITE_DATA_DIR)`);
}

/** Takes the lock of `dataDir`; answers the function that releases it. */
export async function lockDataDir(dataDir: string, waitMs: number = LOCK_WAIT_MS): Promise<() => void> {
  const lockPath = lockPathOf(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const server = await listen(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
        // Closing a listening socket removes its file on most platforms; this makes sure.
        if (process.platform !== 'win32') fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const legacy = legacyOwner(lockPath);
    if (legacy !== null) {
      if (legacy !== process.pid && processAlive(legacy)) throw inUse(dataDir, String(legacy));
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    const probed = inodeOf(lockPath);
    const state = await probe(lockPath);
    if (!state.held) {
      // Left by a process that is gone: nobody listens on it any more. Unless another start took
      // it over meanwhile (a new socket file), it is removed and the lock taken again.
      if (process.platform !== 'win32' && probed !== null && inodeOf(lockPath) === probed) fs.rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw inUse(dataDir, state.owner);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
