/**
 * `/rest/v1/<table>`: the PostgREST subset supabase-js uses. Each request is one
 * transaction under the JWT's role with its claims set, so row level security decides.
 */
import { requestClaims } from '../request-claims.ts';
import type { ServiceContext, ServiceHandler } from '../http-types.ts';
import type { Db, DbRole, Tx } from '../db/types.ts';
import { buildDelete, buildInsert, buildRead, buildUpdate, type Statement } from './build-sql.ts';
import { restErrorFromDb } from './pg-errors.ts';
import { parseFilters, parseNonNegativeInt, parseOrder, parseRangeHeader, parseSelect } from './parse-query.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { MAX_BODY_BYTES } from './limits.ts';
import { loadMaxRows } from './max-rows.ts';
import { RestError, parseError } from './rest-error.ts';
import { EXPOSED_SCHEMA, SchemaCache, type TableInfo } from './schema-cache.ts';

const PREFIX = '/rest/v1/';

interface Envelope {
  total: number | null;
  pageTotal: number;
  body: string;
}

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

function wantsStrippedNulls(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('nulls=stripped');
}

function notSingle(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    details: `The result contains ${rows} rows`,
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  });
}

async function runEnvelope(tx: Tx, statement: Statement): Promise<Envelope> {
  const result = await tx.query<{ total: string | number | null; page_total: string | number; body: string }>(statement.sql, statement.params);
  const row = result.rows[0];
  if (!row) return { total: null, pageTotal: 0, body: '[]' };
  return { total: row.total === null ? null : Number(row.total), pageTotal: Number(row.page_total), body: row.body };
}

/** The body for the requested representation, enforcing `single` (0 or >1 rows → 406). */
function shape(envelope: Envelope, single: boolean): string {
  if (!single) return envelope.body;
  if (envelope.pageTotal !== 1) throw notSingle(envelope.pageTotal);
  const rows = JSON.parse(envelope.body) as unknown[];
  return JSON.stringify(rows[0]);
}

function contentType(single: boolean): string {
  return single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}

function payloadTooLarge(): RestError {
  return new RestError(413, { code: 'PGRST413', message: `The request body is larger than ${MAX_BODY_BYTES} bytes`, details: null });
}

async function readBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw payloadTooLarge();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RestError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function handleRead(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences, maxRows: number): Promise<Outcome> {
  const single = wantsObject(request);
  const range = parseRangeHeader(request.headers.get('range'));
  let limit = parseNonNegativeInt(url.searchParams.get('limit'), 'limit');
  let offset = parseNonNegativeInt(url.searchParams.get('offset'), 'offset') ?? 0;
  if (range) {
    offset = Math.max(offset, range.offset);
    if (range.limit !== undefined) limit = limit === undefined ? range.limit : Math.min(limit, range.limit);
  }
  // Like hosted PostgREST's max_rows: a read never returns more, whatever it asks for.
  limit = Math.min(limit ?? maxRows, maxRows);
  const envelope = await runEnvelope(
    tx,
    buildRead({
      table,
      select: parseSelect(url.searchParams.get('select')),
      filters: parseFilters(url.searchParams),
      order: parseOrder(url.searchParams.get('order')),
      limit,
      offset,
      count: prefs.count,
      stripNulls: wantsStrippedNulls(request),
    }),
  );
  const body = shape(envelope, single);
  const total = envelope.total === null ? '*' : String(envelope.total);
  // A HEAD answer has no rows to give a range of: only the total.
  const range_ =
    envelope.pageTotal > 0 && request.method !== 'HEAD' ? `${offset}-${offset + envelope.pageTotal - 1}/${total}` : `*/${total}`;
  const partial = envelope.total !== null && envelope.pageTotal < envelope.total && !single;
  return {
    status: partial ? 206 : 200,
    body: request.method === 'HEAD' ? null : body,
    headers: { 'content-type': contentType(single), 'content-range': range_ },
  };
}

async function handleInsert(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences): Promise<Outcome> {
  const payload = await readBody(request);
  const rows = Array.isArray(payload) ? payload : payload === undefined ? [] : [payload];
  if (!rows.every(isRecord)) throw new RestError(400, { code: 'PGRST102', message: 'All object keys must match' });
  const columnsParam = url.searchParams.get('columns');
  const single = wantsObject(request);
  const returning = prefs.return === 'representation' ? parseSelect(url.searchParams.get('select')) : null;
  let onConflict: { columns: string[]; action: 'update' | 'nothing' } | undefined;
  if (prefs.resolution) {
    const named = url.searchParams.get('on_conflict');
    const columns = named ? named.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : table.primaryKey;
    onConflict = { columns, action: prefs.resolution === 'merge-duplicates' ? 'update' : 'nothing' };
  }
  // The columns are named once: by `columns=`, else by the first object's keys, which every other
  // object must match (PGRST102), unless missing keys mean DEFAULT (rows grouped by key set).
  const named = columnsParam ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : null;
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  const firstKeys = rows[0] ? Object.keys(rows[0]) : [];
  for (const row of rows) {
    const keys = Object.keys(row);
    let columns: string[];
    if (named) columns = named;
    else if (prefs.missingDefault) columns = keys;
    else if (keys.length !== firstKeys.length || !firstKeys.every((key) => Object.hasOwn(row, key))) {
      throw new RestError(400, { code: 'PGRST102', message: 'All object keys must match', details: null });
    } else columns = firstKeys;
    const key = columns.join('\u0000');
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  let pageTotal = 0;
  const bodies: unknown[] = [];
  for (const group of groups.values()) {
    const statement = buildInsert({ table, columns: group.columns, rows: group.rows, returning, onConflict, stripNulls: wantsStrippedNulls(request) });
    if (returning) {
      const envelope = await runEnvelope(tx, statement);
      pageTotal += envelope.pageTotal;
      bodies.push(...(JSON.parse(envelope.body) as unknown[]));
    } else {
      pageTotal += (await tx.query(statement.sql, statement.params)).rowCount;
    }
  }
  if (single && pageTotal !== 1) throw notSingle(pageTotal);
  const body = returning ? JSON.stringify(single ? bodies[0] : bodies) : null;
  const headers: Record<string, string> = { 'content-range': `*/${prefs.count ? pageTotal : '*'}` };
  if (body !== null) headers['content-type'] = contentType(single);
  return { status: 201, body, headers };
}

async function handleUpdateOrDelete(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences): Promise<Outcome> {
  const single = wantsObject(request);
  const returning = prefs.return === 'representation' ? parseSelect(url.searchParams.get('select')) : null;
  const filters = parseFilters(url.searchParams);
  // As hosted Supabase (pg-safeupdate): an UPDATE or DELETE of a whole table is refused.
  if (filters.length === 0) {
    throw new RestError(400, { code: '21000', message: `${request.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`, details: null });
  }
  const stripNulls = wantsStrippedNulls(request);
  let statement: Statement | null;
  if (request.method === 'PATCH') {
    const payload = await readBody(request);
    if (!isRecord(payload)) throw new RestError(400, { code: 'PGRST102', message: 'Empty or invalid json' });
    statement = Object.keys(payload).length === 0 ? null : buildUpdate({ table, values: payload, filters, returning, stripNulls });
  } else {
    statement = buildDelete({ table, filters, returning, stripNulls });
  }
  let pageTotal = 0;
  let body: string | null = null;
  if (statement && returning) {
    const envelope = await runEnvelope(tx, statement);
    pageTotal = envelope.pageTotal;
    body = shape(envelope, single);
  } else if (statement) {
    pageTotal = (await tx.query(statement.sql, statement.params)).rowCount;
    if (single && pageTotal !== 1) throw notSingle(pageTotal);
  } else if (returning) {
    body = single ? (() => { throw notSingle(0); })() : '[]';
  }
  const total = prefs.count ? String(pageTotal) : '*';
  const headers: Record<string, string> = { 'content-range': pageTotal > 0 ? `0-${pageTotal - 1}/${total}` : `*/${total}` };
  if (body !== null) headers['content-type'] = contentType(single);
  return { status: body === null ? 204 : 200, body, headers };
}

function checkProfile(request: Request): void {
  const profile = request.headers.get(['GET', 'HEAD'].includes(request.method) ? 'accept-profile' : 'content-profile');
  if (profile && profile !== EXPOSED_SCHEMA) {
    throw new RestError(406, { code: 'PGRST106', message: `The schema must be one of the following: ${EXPOSED_SCHEMA}`, details: null });
  }
}

export function createRestService({ maxRows = loadMaxRows() }: { maxRows?: number } = {}): ServiceHandler {
  const caches = new WeakMap<Db, SchemaCache>();
  return async (request: Request, ctx: ServiceContext): Promise<Response> => {
    let role: DbRole = 'anon';
    try {
      const url = new URL(request.url);
      // The API gateway of hosted Supabase refuses any request without a project key.
      if (!request.headers.get('apikey') && !url.searchParams.get('apikey')) {
        return Response.json(
          { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
          { status: 401 },
        );
      }
      const claims = await requestClaims(request, ctx.config);
      if (!claims.ok) {
        throw new RestError(
          401,
          { code: 'PGRST301', message: claims.message, details: null },
          { 'www-authenticate': `Bearer error="invalid_token", error_description="${claims.message}"` },
        );
      }
      role = claims.claims.role as DbRole;
      checkProfile(request);
      let name: string;
      try {
        name = decodeURIComponent(url.pathname.slice(PREFIX.length)).replace(/\/$/, '');
      } catch {
        throw parseError('Malformed percent-encoding in the path');
      }
      if (name.startsWith('rpc/')) throw new RestError(404, { code: 'PGRST202', message: `Could not find the function ${EXPOSED_SCHEMA}.${name.slice(4)} in the schema cache` });
      let cache = caches.get(ctx.db);
      if (!cache) {
        cache = new SchemaCache(ctx.db);
        caches.set(ctx.db, cache);
      }
      const table = name ? await cache.table(name) : null;
      if (!table) {
        throw new RestError(404, { code: 'PGRST205', message: `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`, details: null });
      }
      const prefs = parsePrefer(request.headers.get('prefer'));
      let run: (tx: Tx) => Promise<Outcome>;
      switch (request.method) {
        case 'GET':
        case 'HEAD':
          run = (tx) => handleRead(request, url, table, tx, prefs, maxRows);
          break;
        case 'POST':
          run = (tx) => handleInsert(request, url, table, tx, prefs);
          break;
        case 'PATCH':
        case 'DELETE':
          run = (tx) => handleUpdateOrDelete(request, url, table, tx, prefs);
          break;
        default:
          throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${request.method}` });
      }
      // Throwing inside asRole rolls back: a mutation answered with 406 must leave no trace.
      const outcome = await ctx.db.asRole(claims.claims, run);
      return new Response(outcome.body, { status: outcome.status, headers: outcome.headers });
    } catch (error) {
      return restErrorFromDb(error, role).toResponse();
    }
  };
}
