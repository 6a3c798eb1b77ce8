/**
 * The PGlite data directory's lock: one stack at a time, and free again the moment its holder
 * dies, so a supervisor's restart right after a crash always starts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import { openDb } from '../server/db/open-db.ts';

const temps: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-lock-'));
  temps.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of temps) await fs.rm(dir, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  const lockModule = new URL('../server/db/data-dir-lock.ts', import.meta.url).href;
  const openModule = new URL('../server/db/open-db.ts', import.meta.url).href;

  /** A process that runs `script` (an ES module body) and says `ready` once it holds what it should. */
  async function holder(script: string): Promise<ChildProcess> {
    const file = path.join(await tempDir(), 'holder.mjs');
    await fs.writeFile(file, script);
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`holder exited with ${code} before it was ready`)));
    });
    return child;
  }

  /** SIGKILL, then wait (without yielding to the event loop, so it is not reaped) until it is a zombie. */
  function killAndLeaveUnreaped(child: ChildProcess): void {
    child.kill('SIGKILL');
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      if (/^\d+ \(.*\) [ZX] /.test(stat)) return;
    }
    throw new Error('the killed process did not exit');
  }

  it('refuses a data directory held by another live process, and takes it over once that process ends', async () => {
    const dir = path.join(await tempDir(), 'pglite');
    const other = await holder(`const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      await lockDataDir(${JSON.stringify(dir)}); console.log('ready'); setInterval(() => {}, 1000);`);
    try {
      await expect(lockDataDir(dir, 300)).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    const unlock = await lockDataDir(dir, 0);
    await expect(lockDataDir(dir, 0)).rejects.toThrow(`is in use by process ${process.pid}`);
    unlock();
    const again = await lockDataDir(dir, 0);
    again();
  });

  it.runIf(process.platform === 'linux')(
    'is free the moment its holder is killed, even before the holder is reaped (5 kills in a row)',
    async () => {
      const dir = path.join(await tempDir(), 'pglite');
      for (let kill = 0; kill < 5; kill += 1) {
        const other = await holder(`const { lockDataDir } = await import(${JSON.stringify(lockModule)});
        await lockDataDir(${JSON.stringify(dir)}); console.log('ready'); setInterval(() => {}, 1000);`);
        killAndLeaveUnreaped(other);
        // The killed process still has its pid (a zombie): a pid check would call the directory in use.
        const unlock = await lockDataDir(dir, 0);
        unlock();
      }
    },
  );

  it.runIf(process.platform === 'linux')(
    'opens the database right after its stack was killed mid-write, with every acknowledged write',
    async () => {
      const dir = path.join(await tempDir(), 'pglite');
      const writer = await holder(`const { openDb } = await import(${JSON.stringify(openModule)});
      const db = await openDb({ databaseUrl: '', dataDir: ${JSON.stringify(dir)} });
      await db.query('create table crash_writes (n int primary key)');
      for (let n = 1; ; n += 1) { await db.query('insert into crash_writes values ($1)', [n]); console.log(n === 20 ? 'ready' : 'ack ' + n); }`);
      let acknowledged = 0;
      writer.stdout?.on('data', (chunk: Buffer) => {
        for (const match of chunk.toString().matchAll(/ack (\d+)/g)) acknowledged = Math.max(acknowledged, Number(match[1]));
      });
      killAndLeaveUnreaped(writer);
      const db = await openDb({ databaseUrl: '', dataDir: dir });
      try {
        const { rows } = await db.query<{ count: string }>('select count(*)::text as count from crash_writes');
        expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(Math.max(acknowledged, 19));
      } finally {
        await db.close();
      }
    },
    120_000,
  );
});
