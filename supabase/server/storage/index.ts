/** `/storage/v1`: the object and bucket endpoints of Supabase Storage that supabase-js calls. */
import type { ServiceContext, ServiceHandler } from '../http-types.ts';
import { requestClaims } from '../request-claims.ts';
import { findBucket, listBuckets } from './buckets.ts';
import { downloadObject, listObjects, parseListOptions, removeObjects, uploadObject } from './objects.ts';
import { storageErrorFrom, storageErrors } from './storage-error.ts';

const PREFIX = '/storage/v1';

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    throw storageErrors.badRequest('Body must be JSON');
  }
}

/** Splits `<bucket>/<key...>` from an already-decoded path. */
function bucketAndKey(rest: string): { bucket: string; key: string } {
  const slash = rest.indexOf('/');
  return slash < 0 ? { bucket: rest, key: '' } : { bucket: rest.slice(0, slash), key: rest.slice(slash + 1) };
}

async function route(request: Request, ctx: ServiceContext): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname
    .slice(PREFIX.length)
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
  const method = request.method;

  const publicMatch = /^\/object\/public\/(.+)$/.exec(path);
  if (publicMatch && (method === 'GET' || method === 'HEAD')) {
    const { bucket, key } = bucketAndKey(publicMatch[1] as string);
    return downloadObject(request, ctx, null, bucket, key);
  }

  const claimed = await requestClaims(request, ctx.config);
  if (!claimed.ok) throw storageErrors.invalidJwt(claimed.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const claims = claimed.claims;

  const listMatch = /^\/object\/list\/([^/]+)$/.exec(path);
  if (listMatch && method === 'POST') {
    return listObjects(ctx, claims, listMatch[1] as string, parseListOptions(await jsonBody(request)));
  }

  const bucketMatch = /^\/bucket(?:\/([^/]+))?\/?$/.exec(path);
  if (bucketMatch && method === 'GET') {
    if (!bucketMatch[1]) return Response.json(await listBuckets(ctx.db));
    const bucket = await findBucket(ctx.db, bucketMatch[1]);
    if (!bucket) throw storageErrors.bucketNotFound();
    return Response.json(bucket);
  }

  const objectMatch = /^\/object\/(?:authenticated\/)?(.+)$/.exec(path);
  if (objectMatch) {
    const { bucket, key } = bucketAndKey(objectMatch[1] as string);
    if (key === '' && method === 'DELETE') {
      const body = (await jsonBody(request)) as { prefixes?: unknown };
      const prefixes = Array.isArray(body?.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string') : null;
      if (!prefixes) throw storageErrors.badRequest('body must have required property prefixes');
      return removeObjects(ctx, claims, bucket, prefixes);
    }
    switch (method) {
      case 'POST':
        return uploadObject(request, ctx, claims, bucket, key, request.headers.get('x-upsert') === 'true' ? 'upsert' : 'create');
      case 'PUT':
        return uploadObject(request, ctx, claims, bucket, key, 'update');
      case 'GET':
      case 'HEAD':
        return downloadObject(request, ctx, claims, bucket, key);
      case 'DELETE': {
        const removed = (await (await removeObjects(ctx, claims, bucket, [key])).json()) as unknown[];
        if (removed.length === 0) throw storageErrors.objectNotFound();
        return Response.json({ message: 'Successfully deleted' });
      }
    }
  }
  throw storageErrors.notFound();
}

export function createStorageService(): ServiceHandler {
  return async (request, ctx) => {
    try {
      return await route(request, ctx);
    } catch (error) {
      return storageErrorFrom(error).toResponse();
    }
  };
}
