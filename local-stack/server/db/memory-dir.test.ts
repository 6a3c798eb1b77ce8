import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDir } from './memory-dir.ts';

let root = '';
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('memory:// directories', () => {
  it('are private, removed on close, and cleaned up after a process that died without closing', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-dir-test-'));
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid as number;
    const orphan = path.join(root, `marquee-pglite-${deadPid}-abc`);
    const living = path.join(root, `marquee-pglite-${process.ppid}-def`);
    const unrelated = path.join(root, 'something-else');
    for (const dir of [orphan, living, unrelated]) fs.mkdirSync(dir);

    const first = createMemoryDir(root);
    const second = createMemoryDir(root);
    expect(first.dir).not.toBe(second.dir);
    expect(path.basename(first.dir)).toMatch(new RegExp(`^marquee-pglite-${process.pid}-`));
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(living)).toBe(true);
    expect(fs.existsSync(unrelated)).toBe(true);

    first.remove();
    expect(fs.existsSync(first.dir)).toBe(false);
    expect(fs.existsSync(second.dir)).toBe(true);
  });
});
