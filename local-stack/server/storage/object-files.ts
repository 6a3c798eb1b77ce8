/** Where object bytes live on disk, and keys checked so that no key escapes the storage folder. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { storageErrors } from './storage-error.ts';

/** Object keys may not hold control characters (U+0000–U+001F) or backslashes. */
function hasControlOrBackslash(key: string): boolean {
  for (const char of key) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x1f || char === '\\') return true;
  }
  return false;
}

export function checkKey(key: string): string {
  const segments = key.split('/');
  const bad = key === '' || key.length > 1024 || hasControlOrBackslash(key) || segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw storageErrors.invalidKey(key);
  return key;
}

export function objectFile(storageDir: string, bucket: string, key: string): string {
  const root = path.resolve(storageDir);
  const file = path.resolve(root, bucket, ...key.split('/'));
  if (!file.startsWith(root + path.sep)) throw storageErrors.invalidKey(key);
  return file;
}

/** Writes via a temporary file and rename, so a reader never sees half an object. */
export async function writeObjectFile(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
}

export async function removeObjectFile(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
