/**
 * Object operations. Metadata rows in storage.objects are read and written under the
 * caller's role, so the bucket's policies decide; bytes are written only once the row is in.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import type { ServiceContext } from '../http-types.ts';
import type { JwtClaims } from '../db/types.ts';
import { findBucket, type Bucket } from './buckets.ts';
import { checkKey, objectFile, removeObjectFile, writeObjectFile } from './object-files.ts';
import { storageErrors } from './storage-error.ts';
import { formatMediaType, parseMediaType } from './content-type.ts';
import { signatureMatches } from './image-signatures.ts';
import { mimeAllowed, readUploadBody } from './upload-body.ts';

/** storage-api's global upload ceiling when a bucket sets none. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

async function requireBucket(ctx: ServiceContext, id: string): Promise<Bucket> {
  const bucket = await findBucket(ctx.db, id);
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}

export async function uploadObject(
  request: Request,
  ctx: ServiceContext,
  claims: JwtClaims,
  bucketId: string,
  key: string,
  mode: 'create' | 'upsert' | 'update',
): Promise<Response> {
  checkKey(key);
  const bucket = await requireBucket(ctx, bucketId);
  const declared = Number(request.headers.get('content-length') ?? 0);
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  // A raw body's declared length is checked before reading it; multipart adds framing, so
  // the file itself is measured after parsing.
  if (!request.headers.get('content-type')?.startsWith('multipart/') && declared > limit) throw storageErrors.tooLarge();
  const upload = await readUploadBody(request);
  if (upload.bytes.byteLength > limit) throw storageErrors.tooLarge();
  const mediaType = parseMediaType(upload.contentType);
  if (!mediaType || !mimeAllowed(mediaType.essence, bucket.allowed_mime_types)) throw storageErrors.mimeNotSupported(upload.contentType);
  if (signatureMatches(mediaType.essence, upload.bytes) === false) throw storageErrors.contentMismatch(mediaType.essence);

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.byteLength,
    mimetype: formatMediaType(mediaType),
    cacheControl: `max-age=${upload.cacheControl}`,
    lastModified: new Date().toUTCString(),
    contentLength: upload.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = typeof claims.sub === 'string' ? claims.sub : null;
  const file = objectFile(ctx.config.storageDir, bucket.id, key);
  const params = [bucket.id, key, owner, JSON.stringify(metadata), upload.userMetadata ? JSON.stringify(upload.userMetadata) : null];
  const id = await ctx.db.asRole(claims, async (tx) => {
    let sql: string;
    if (mode === 'update') {
      sql = `update storage.objects set metadata = $4::jsonb, user_metadata = $5::jsonb, owner = $3::uuid, owner_id = $3,
               version = gen_random_uuid()::text, last_accessed_at = now()
             where bucket_id = $1 and name = $2 returning id`;
    } else {
      sql = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $3, $4::jsonb, $5::jsonb, gen_random_uuid()::text)`;
      if (mode === 'upsert') {
        sql += ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                   owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, last_accessed_at = now()`;
      }
      sql += ' returning id';
    }
    const result = await tx.query<{ id: string }>(sql, params);
    const row = result.rows[0];
    if (!row) throw storageErrors.objectNotFound();
    // Inside the transaction: if the write fails, the row is rolled back with it.
    await writeObjectFile(file, upload.bytes);
    return row.id;
  });
  return Response.json({ Key: `${bucket.id}/${key}`, Id: id });
}

function fileResponse(request: Request, file: string, metadata: ObjectMetadata | null, download: string | null): Response {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw storageErrors.objectNotFound();
  }
  // Objects stored before types were checked strictly are served as opaque bytes.
  const stored = parseMediaType(metadata?.mimetype ?? '');
  const headers = new Headers({
    'content-type': stored ? formatMediaType(stored) : 'application/octet-stream',
    // Served from the stack's own origin (which also serves the inbox): never let a browser
    // sniff a file into HTML, and run nothing it contains even when opened directly.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'content-length': String(stat.size),
    'cache-control': metadata?.cacheControl ?? 'max-age=3600',
    'last-modified': metadata?.lastModified ?? stat.mtime.toUTCString(),
  });
  if (metadata?.eTag) headers.set('etag', metadata.eTag);
  if (download !== null) {
    const name = download || file.split(/[\\/]/).pop() || 'download';
    headers.set('content-disposition', `attachment; filename="${encodeURIComponent(name)}"`);
  }
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}

export async function downloadObject(
  request: Request,
  ctx: ServiceContext,
  claims: JwtClaims | null,
  bucketId: string,
  key: string,
): Promise<Response> {
  checkKey(key);
  const bucket = await requireBucket(ctx, bucketId);
  const sql = `select metadata from storage.objects where bucket_id = $1 and name = $2`;
  let rows: { metadata: ObjectMetadata | null }[];
  if (claims === null) {
    // Public URL: allowed for public buckets regardless of policies, as on hosted Supabase.
    if (!bucket.public) throw storageErrors.bucketNotFound();
    rows = (await ctx.db.query<{ metadata: ObjectMetadata | null }>(sql, [bucket.id, key])).rows;
  } else {
    rows = await ctx.db.asRole(claims, async (tx) => (await tx.query<{ metadata: ObjectMetadata | null }>(sql, [bucket.id, key])).rows);
  }
  const row = rows[0];
  if (!row) throw storageErrors.objectNotFound();
  const url = new URL(request.url);
  return fileResponse(request, objectFile(ctx.config.storageDir, bucket.id, key), row.metadata, url.searchParams.get('download'));
}

export async function removeObjects(ctx: ServiceContext, claims: JwtClaims, bucketId: string, keys: string[]): Promise<Response> {
  const bucket = await requireBucket(ctx, bucketId);
  const removed = await ctx.db.asRole(claims, async (tx) => {
    const result = await tx.query<Record<string, unknown> & { name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning bucket_id, name, id, owner, owner_id, version, metadata, user_metadata,
                 to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
                 to_json(last_accessed_at) #>> '{}' as last_accessed_at`,
      [bucket.id, keys],
    );
    return result.rows;
  });
  for (const row of removed) await removeObjectFile(objectFile(ctx.config.storageDir, bucket.id, row.name));
  return Response.json(removed);
}

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
  search: string;
}

export function parseListOptions(body: unknown): ListOptions {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const sortBy = (b.sortBy && typeof b.sortBy === 'object' ? b.sortBy : {}) as Record<string, unknown>;
  const columns = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
  const sortColumn = columns.find((c) => c === sortBy.column) ?? 'name';
  return {
    prefix: typeof b.prefix === 'string' ? b.prefix : '',
    limit: typeof b.limit === 'number' && b.limit > 0 ? Math.min(b.limit, 1000) : 100,
    offset: typeof b.offset === 'number' && b.offset > 0 ? b.offset : 0,
    sortColumn,
    sortOrder: sortBy.order === 'desc' ? 'desc' : 'asc',
    search: typeof b.search === 'string' ? b.search : '',
  };
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/** One folder level under `prefix`: files as they are, deeper paths folded into folder entries. */
export async function listObjects(ctx: ServiceContext, claims: JwtClaims, bucketId: string, options: ListOptions): Promise<Response> {
  const bucket = await requireBucket(ctx, bucketId);
  const prefix = options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db.asRole(
    claims,
    async (tx) =>
      (
        await tx.query<ListEntry>(
          `select name, id, to_json(updated_at) #>> '{}' as updated_at, to_json(created_at) #>> '{}' as created_at,
                to_json(last_accessed_at) #>> '{}' as last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and name like $2`,
          [bucket.id, like],
        )
      ).rows,
  );
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash < 0 ? rest : rest.slice(0, slash);
    if (options.search && !name.toLowerCase().startsWith(options.search.toLowerCase())) continue;
    if (slash < 0) entries.set(`f:${name}`, { ...row, name });
    else entries.set(`d:${name}`, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  }
  const direction = options.sortOrder === 'desc' ? -1 : 1;
  const sorted = [...entries.values()].sort((a, b) => {
    const x = a[options.sortColumn] ?? '';
    const y = b[options.sortColumn] ?? '';
    return x < y ? -direction : x > y ? direction : 0;
  });
  return Response.json(sorted.slice(options.offset, options.offset + options.limit));
}
