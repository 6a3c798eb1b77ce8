/**
 * `memory://` as a private temporary directory (see pglite-db.ts for why it cannot stay in
 * memory). The directory is named after the process that owns it, so one left behind by a
 * process that died without closing its database is removed by the next one that opens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processAlive } from './data-dir-lock.ts';

const PREFIX = 'marquee-pglite-';

function removeOrphans(root: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const owner = Number(/^marquee-pglite-(\d+)-/.exec(name)?.[1]);
    if (!owner || owner === process.pid || processAlive(owner)) continue;
    fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/** A fresh directory for one database, and the function that deletes it. */
export function createMemoryDir(root: string = os.tmpdir()): { dir: string; remove: () => void } {
  removeOrphans(root);
  const dir = fs.mkdtempSync(path.join(root, `${PREFIX}${process.pid}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
