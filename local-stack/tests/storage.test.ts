/** Storage endpoints through supabase-js: limits, upload forms, upsert, list, remove, downloads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, type TestUser } from './helpers/stack.ts';

let stack: TestStack;
let user: TestUser;

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `size` bytes that start like a PNG file (the bucket checks the signature), then `fill`. */
const pngBytes = (size: number, fill = 1) => {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  return bytes;
};
const png = (size: number, fill = 1) => new Blob([pngBytes(size, fill)], { type: 'image/png' });

beforeAll(async () => {
  stack = await startTestStack();
  user = await stack.createUser({ username: 'uploader' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('bucket limits', () => {
  it('accepts exactly 2 MB and rejects one byte more with the Payload too large error', async () => {
    const bucket = user.client.storage.from('avatars');
    expect((await bucket.upload(`${user.id}/exact.png`, png(2 * MB))).error).toBeNull();
    const response = await fetch(`${stack.url}/storage/v1/object/avatars/${user.id}/big.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, apikey: stack.stack.config.anonKey, 'content-type': 'image/png' },
      body: new Uint8Array(2 * MB + 1),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const multipart = await bucket.upload(`${user.id}/big.png`, png(2 * MB + 1));
    expect(multipart.error?.message).toBe('The object exceeded the maximum allowed size');
  });

  it('accepts image types only', async () => {
    const { error } = await user.client.storage.from('avatars').upload(`${user.id}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(error?.message).toBe('mime type text/plain is not supported');
    const jpeg = await user.client.storage
      .from('avatars')
      .upload(`${user.id}/a.jpg`, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], { type: 'image/jpeg' }));
    expect(jpeg.error).toBeNull();
  });

  it('describes the bucket', async () => {
    const { data, error } = await stack.service().storage.getBucket('avatars');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'avatars',
      name: 'avatars',
      public: true,
      file_size_limit: 2 * MB,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    });
  });
});

describe('objects', () => {
  it('uploads raw bodies, refuses to overwrite without upsert, overwrites with it', async () => {
    const bucket = user.client.storage.from('avatars');
    const key = `${user.id}/avatar.png`;
    const first = await bucket.upload(key, pngBytes(11).buffer, { contentType: 'image/png' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: key, fullPath: `avatars/${key}` });
    const again = await bucket.upload(key, pngBytes(9).buffer, { contentType: 'image/png' });
    expect(again.error?.message).toBe('The resource already exists');
    const upserted = await bucket.upload(key, png(15, 7), { upsert: true });
    expect(upserted.error).toBeNull();
    const downloaded = await bucket.download(key);
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(pngBytes(15, 7));
  });

  it('updates an existing object with PUT and 404s a missing one', async () => {
    const bucket = user.client.storage.from('avatars');
    const key = `${user.id}/update.png`;
    await bucket.upload(key, png(12, 1));
    expect((await bucket.update(key, png(13, 2))).error).toBeNull();
    expect((await (await bucket.download(key)).data?.arrayBuffer())?.byteLength).toBe(13);
    const missing = await bucket.update(`${user.id}/missing.png`, png(16));
    expect(missing.error?.message).toBe('Object not found');
  });

  it('serves downloads with content type and a default cache-control of 3600 s', async () => {
    const key = `${user.id}/cached.png`;
    await user.client.storage.from('avatars').upload(key, png(10));
    const url = stack.anon().storage.from('avatars').getPublicUrl(key).data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('10');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const missing = await fetch(`${stack.url}/storage/v1/object/public/avatars/${user.id}/nope.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('rejects keys that try to leave the bucket folder', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/avatars/${user.id}/..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'image/png' },
      body: new Uint8Array([1]),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('InvalidKey');
  });

  it('lists one folder level with folders, paging and sorting', async () => {
    const other = await stack.createUser();
    const bucket = other.client.storage.from('avatars');
    for (const name of ['b.png', 'a.png', 'c.png', 'sub/d.png']) {
      expect((await bucket.upload(`${other.id}/${name}`, png(16))).error).toBeNull();
    }
    const all = await bucket.list(other.id);
    expect(all.data?.map((o) => o.name)).toEqual(['a.png', 'b.png', 'c.png', 'sub']);
    expect(all.data?.find((o) => o.name === 'sub')?.id).toBeNull();
    expect(all.data?.find((o) => o.name === 'a.png')?.metadata).toMatchObject({ mimetype: 'image/png', size: 16 });
    const page = await bucket.list(other.id, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((o) => o.name)).toEqual(['c.png', 'b.png']);
    const searched = await bucket.list(other.id, { search: 'b' });
    expect(searched.data?.map((o) => o.name)).toEqual(['b.png']);
    const nested = await bucket.list(`${other.id}/sub`);
    expect(nested.data?.map((o) => o.name)).toEqual(['d.png']);
  });

  it('removes objects and returns what was removed', async () => {
    const bucket = user.client.storage.from('avatars');
    await bucket.upload(`${user.id}/gone1.png`, png(16));
    await bucket.upload(`${user.id}/gone2.png`, png(16));
    const { data, error } = await bucket.remove([`${user.id}/gone1.png`, `${user.id}/gone2.png`, `${user.id}/never.png`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual([`${user.id}/gone1.png`, `${user.id}/gone2.png`]);
    expect((await bucket.download(`${user.id}/gone1.png`)).error).not.toBeNull();
  });

  it('reports a missing bucket', async () => {
    const { error } = await user.client.storage.from('nope').upload(`${user.id}/x.png`, png(16));
    expect(error?.message).toBe('Bucket not found');
  });
});
