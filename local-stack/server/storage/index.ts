/** `/storage/v1`: the object and bucket endpoints of Supabase Storage that supabase-js calls. */
import { Hono, type Context } from 'hono';
import type { JwtClaims } from '../db/types.ts';
import type { StackEnv } from '../http-types.ts';
import { requestClaims } from '../request-claims.ts';
import { findBucket, listBuckets } from './buckets.ts';
import { downloadObject, listObjects, parseListOptions, removeObjects, uploadObject } from './objects.ts';
import { storageErrorFrom, storageErrors } from './storage-error.ts';

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw storageErrors.badRequest('Body must be JSON');
  }
}

interface StorageEnv {
  Bindings: StackEnv['Bindings'];
  Variables: StackEnv['Variables'] & { claims: JwtClaims };
}

/** `<bucket>/<key...>`, with or without `authenticated/` before it (both mean: as the JWT's role). */
const OBJECT = ['/object/authenticated/:bucket/:key{.+}', '/object/:bucket/:key{.+}'];
const BUCKET_OBJECTS = ['/object/authenticated/:bucket', '/object/:bucket'];

function objectOf(c: Context<StorageEnv>): { bucket: string; key: string } {
  return { bucket: c.req.param('bucket') ?? '', key: c.req.param('key') ?? '' };
}

export function createStorageService(): Hono<StorageEnv> {
  const storage = new Hono<StorageEnv>();
  storage.get('/object/public/:bucket/:key{.+}', (c) => {
    const { bucket, key } = objectOf(c);
    return downloadObject(c.req.raw, c.var.ctx, null, bucket, key);
  });
  // Everything else runs as the JWT's role (anon without one).
  storage.use(async (c, next) => {
    const claimed = await requestClaims(c.req.raw, c.var.ctx.config);
    if (!claimed.ok) throw storageErrors.invalidJwt(claimed.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    c.set('claims', claimed.claims);
    await next();
  });
  storage.post('/object/list/:bucket', async (c) =>
    listObjects(c.var.ctx, c.var.claims, c.req.param('bucket'), parseListOptions(await jsonBody(c.req.raw))),
  );
  storage.get('/bucket', async (c) => c.json(await listBuckets(c.var.ctx.db)));
  storage.get('/bucket/:id', async (c) => {
    const bucket = await findBucket(c.var.ctx.db, c.req.param('id'));
    if (!bucket) throw storageErrors.bucketNotFound();
    return c.json(bucket);
  });
  storage.on('POST', OBJECT, (c) => {
    const { bucket, key } = objectOf(c);
    const mode = c.req.header('x-upsert') === 'true' ? 'upsert' : 'create';
    return uploadObject(c.req.raw, c.var.ctx, c.var.claims, bucket, key, mode);
  });
  storage.on('PUT', OBJECT, (c) => {
    const { bucket, key } = objectOf(c);
    return uploadObject(c.req.raw, c.var.ctx, c.var.claims, bucket, key, 'update');
  });
  storage.on('GET', OBJECT, (c) => {
    const { bucket, key } = objectOf(c);
    return downloadObject(c.req.raw, c.var.ctx, c.var.claims, bucket, key);
  });
  storage.on('DELETE', OBJECT, async (c) => {
    const { bucket, key } = objectOf(c);
    const removed = (await (await removeObjects(c.var.ctx, c.var.claims, bucket, [key])).json()) as unknown[];
    if (removed.length === 0) throw storageErrors.objectNotFound();
    return c.json({ message: 'Successfully deleted' });
  });
  storage.on('DELETE', BUCKET_OBJECTS, async (c) => {
    const body = (await jsonBody(c.req.raw)) as { prefixes?: unknown };
    const prefixes = Array.isArray(body?.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string') : null;
    if (!prefixes) throw storageErrors.badRequest('body must have required property prefixes');
    return removeObjects(c.var.ctx, c.var.claims, c.req.param('bucket') ?? '', prefixes);
  });
  storage.all('*', () => {
    throw storageErrors.notFound();
  });
  storage.onError((error) => storageErrorFrom(error).toResponse());
  return storage;
}
