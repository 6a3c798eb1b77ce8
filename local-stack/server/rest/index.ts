/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<function>`: PostgREST 12's API as hosted Supabase runs
 * it. Each request is one transaction under the JWT's role with its claims set, so row level
 * security decides; `Prefer: tx=rollback` answers as usual and keeps nothing.
 */
import { Hono, type Context } from 'hono';
import { requestClaims } from '../request-claims.ts';
import type { StackEnv } from '../http-types.ts';
import type { Db, DbRole, JwtClaims, Tx } from '../db/types.ts';
import { buildDelete, buildInsert, buildRead, buildUpdate, type Statement } from './build-sql.ts';
import {
  contentType,
  isRecord,
  notSingle,
  pageOf,
  readBody,
  readOutcome,
  runCounted,
  runEnvelope,
  shape,
  wantsObject,
  wantsStrippedNulls,
  type Outcome,
} from './answer.ts';
import { restErrorFromDb } from './pg-errors.ts';
import { parseFilters, parseOrder, parseRequestParams, parseSelect } from './parse-query.ts';
import { appliedPreferences, checkMaxAffected, parsePrefer, type Preferences } from './prefer.ts';
import { isStatementTimeout, loadRestClientLimits, RestClientBudget, type RestClientLimits } from './client-budget.ts';
import { prepareCall } from './rpc.ts';
import { handlePut } from './put.ts';
import { loadMaxRows } from './max-rows.ts';
import { RestError, parseError } from './rest-error.ts';
import { EXPOSED_SCHEMA, SchemaCache, type TableInfo } from './schema-cache.ts';

const PREFIX = '/rest/v1/';

type RequestKind = 'read' | 'insert' | 'mutate' | 'call';

async function handleRead(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences, maxRows: number): Promise<Outcome> {
  const single = wantsObject(request);
  const { limit, offset } = pageOf(request, url, maxRows);
  const select = parseSelect(url.searchParams.get('select'));
  const { filters } = parseRequestParams(url.searchParams, select);
  const order = parseOrder(url.searchParams.get('order'));
  const stripNulls = wantsStrippedNulls(request);
  const envelope = await runCounted(
    tx,
    (count) => buildRead({ table, select, filters, order, limit, offset, count, stripNulls }),
    prefs.count,
    maxRows,
  );
  return readOutcome(request, envelope, shape(envelope, single), offset, single);
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
    // Without a key to conflict on (a view, a table without a primary key) PostgREST inserts plainly.
    if (columns.length > 0) onConflict = { columns, action: prefs.resolution === 'merge-duplicates' ? 'update' : 'nothing' };
  }
  // The columns are named once: by `columns=`, else by the first object's keys, which every other
  // object must match (PGRST102) unless missing keys mean DEFAULT (then: every object's keys).
  const named = columnsParam ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : null;
  const firstKeys = rows[0] ? Object.keys(rows[0]) : [];
  let columns = named ?? firstKeys;
  if (!named && prefs.missingDefault) columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  else if (
    !named &&
    rows.some((row) => Object.keys(row).length !== firstKeys.length || !firstKeys.every((key) => Object.hasOwn(row, key)))
  ) {
    throw new RestError(400, { code: 'PGRST102', message: 'All object keys must match', details: null });
  }
  // One statement, so the rows come back in the order they were sent.
  const statement = buildInsert({
    table,
    columns,
    rows,
    returning,
    onConflict,
    stripNulls: wantsStrippedNulls(request),
    missingDefault: prefs.missingDefault,
  });
  // An empty array inserts nothing (the statement would insert one row of defaults).
  const result =
    rows.length === 0
      ? { rows: [], rowCount: 0 }
      : await tx.query<{ page_total: string | number; body: string; inserted: string | number }>(statement.sql, statement.params);
  const row = result.rows[0];
  const plain = !returning && !onConflict;
  const pageTotal = plain ? result.rowCount : Number(row?.page_total ?? 0);
  const inserted = plain ? result.rowCount : Number(row?.inserted ?? 0);
  const bodies = returning && row ? (JSON.parse(row.body) as unknown[]) : [];
  if (single && pageTotal !== 1) throw notSingle(pageTotal);
  const body = returning ? JSON.stringify(single ? bodies[0] : bodies) : null;
  const headers: Record<string, string> = { 'content-range': `*/${prefs.count ? pageTotal : '*'}` };
  if (body !== null) headers['content-type'] = contentType(single);
  // A merge that created nothing (every row already existed) answers 200; ignore-duplicates
  // answers 201 even when every row was ignored, as PostgREST does.
  return { status: prefs.resolution === 'merge-duplicates' && inserted === 0 ? 200 : 201, body, headers };
}

async function handleUpdateOrDelete(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences): Promise<Outcome> {
  const single = wantsObject(request);
  const returning = prefs.return === 'representation' ? parseSelect(url.searchParams.get('select')) : null;
  const filters = parseFilters(url.searchParams);
  // As hosted Supabase (pg-safeupdate): an UPDATE or DELETE of a whole table is refused.
  if (filters.length === 0) {
    throw new RestError(400, {
      code: '21000',
      message: `${request.method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      details: null,
    });
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
    body = single
      ? (() => {
          throw notSingle(0);
        })()
      : '[]';
  }
  checkMaxAffected(prefs, pageTotal);
  const total = prefs.count ? String(pageTotal) : '*';
  const headers: Record<string, string> = { 'content-range': pageTotal > 0 ? `0-${pageTotal - 1}/${total}` : `*/${total}` };
  if (body !== null) headers['content-type'] = contentType(single);
  return { status: body === null ? 204 : 200, body, headers };
}

/** Media types this server answers in; PostgREST's others (CSV, GeoJSON, plans) answer 406. */
const JSON_MEDIA_TYPES = new Set([
  '*/*',
  'application/*',
  'application/json',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
  'application/vnd.pgrst.array+json',
]);

function checkAccept(request: Request): void {
  const accept = request.headers.get('accept');
  if (!accept || accept.trim() === '') return;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((type) => JSON_MEDIA_TYPES.has(type))) return;
  throw new RestError(406, { code: 'PGRST107', message: `None of these media types are available: ${types.join(', ')}`, details: null });
}

function checkProfile(request: Request): void {
  const profile = request.headers.get(['GET', 'HEAD'].includes(request.method) ? 'accept-profile' : 'content-profile');
  if (profile && profile !== EXPOSED_SCHEMA) {
    throw new RestError(406, { code: 'PGRST106', message: `The schema must be one of the following: ${EXPOSED_SCHEMA}`, details: null });
  }
}

/** Carries a finished answer out of a transaction that must not commit (`tx=rollback`). */
class RollbackWith extends Error {
  constructor(readonly outcome: Outcome) {
    super('tx=rollback');
  }
}

/** Throwing inside asRole rolls back: a mutation answered with 406 must leave no trace. */
async function runRequest(db: Db, claims: JwtClaims, prefs: Preferences, run: (tx: Tx) => Promise<Outcome>): Promise<Outcome> {
  if (!prefs.rollback) return db.asRole(claims, run);
  try {
    await db.asRole(claims, async (tx) => {
      throw new RollbackWith(await run(tx));
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.outcome;
    throw error;
  }
  throw new Error('unreachable: a rolled back request always throws');
}

function respond(outcome: Outcome, prefs: Preferences, kind: RequestKind): Response {
  const applied = appliedPreferences(prefs, kind);
  const headers = applied ? { ...outcome.headers, 'preference-applied': applied } : outcome.headers;
  return new Response(outcome.body, { status: outcome.status, headers });
}

/** The table or `rpc/<function>` a path names, decoded (`/rest/v1/` itself names none). */
function resourceName(requestUrl: string): string {
  try {
    return decodeURIComponent(new URL(requestUrl).pathname.slice(PREFIX.length)).replace(/\/$/, '');
  } catch {
    throw parseError('Malformed percent-encoding in the path');
  }
}

interface RestEnv {
  Bindings: StackEnv['Bindings'];
  Variables: StackEnv['Variables'] & { role: DbRole; claims: JwtClaims; prefs: Preferences; name: string; table: TableInfo };
}

export interface RestServiceOptions {
  /** Rows a read returns at most (default: config.toml's `[api] max_rows`). */
  maxRows?: number;
  /** Per-client request rate and statement-timeout budget (default: the environment). */
  limits?: Partial<RestClientLimits>;
}

/** The client a request's budget is counted for; service_role (a server's key) is not limited. */
function limitedClient(c: Context<RestEnv>): string | null {
  return c.var.role === 'service_role' ? null : (c.var.ctx.clientAddress ?? 'unknown');
}

export function createRestService({ maxRows = loadMaxRows(), limits = {} }: RestServiceOptions = {}): Hono<RestEnv> {
  const budget = new RestClientBudget({ ...loadRestClientLimits(), ...limits });
  const caches = new WeakMap<Db, SchemaCache>();
  const schemaCache = (db: Db): SchemaCache => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new SchemaCache(db);
      caches.set(db, cache);
    }
    return cache;
  };
  /** Runs one request's statements in its transaction, under the JWT's role. */
  const answer = async (c: Context<RestEnv>, kind: RequestKind, run: (tx: Tx) => Promise<Outcome>): Promise<Response> => {
    const client = limitedClient(c);
    if (!client) return respond(await runRequest(c.var.ctx.db, c.var.claims, c.var.prefs, run), c.var.prefs, kind);
    // Checked once the transaction has the connection: requests of this client queued behind
    // its own statement that timed out are refused without running.
    const budgeted = (tx: Tx): Promise<Outcome> => {
      budget.checkTimeouts(client);
      return run(tx);
    };
    try {
      return respond(await runRequest(c.var.ctx.db, c.var.claims, c.var.prefs, budgeted), c.var.prefs, kind);
    } catch (error) {
      if (isStatementTimeout(error)) budget.recordTimeout(client);
      throw error;
    }
  };
  const onTable = (
    kind: RequestKind,
    handle: (request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences) => Promise<Outcome>,
  ) => {
    return (c: Context<RestEnv>) => answer(c, kind, (tx) => handle(c.req.raw, new URL(c.req.url), c.var.table, tx, c.var.prefs));
  };

  const rest = new Hono<RestEnv>();
  // What every request passes first: the project key, the JWT, the schema, the media type, the preferences.
  rest.use(async (c, next) => {
    c.set('role', 'anon');
    const request = c.req.raw;
    // The API gateway of hosted Supabase refuses any request without a project key.
    if (!request.headers.get('apikey') && !c.req.query('apikey')) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    const claims = await requestClaims(request, c.var.ctx.config);
    if (!claims.ok) {
      throw new RestError(
        401,
        { code: 'PGRST301', message: claims.message, details: null },
        { 'www-authenticate': `Bearer error="invalid_token", error_description="${claims.message}"` },
      );
    }
    c.set('role', claims.claims.role as DbRole);
    c.set('claims', claims.claims);
    const client = limitedClient(c);
    if (client) budget.takeRequest(client);
    checkProfile(request);
    checkAccept(request);
    c.set('name', resourceName(request.url));
    const prefs = parsePrefer(request.headers.get('prefer'));
    if (prefs.strict && prefs.invalid.length > 0) {
      throw new RestError(400, {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: `Invalid preferences: ${prefs.invalid.join(', ')}`,
      });
    }
    c.set('prefs', prefs);
    await next();
  });
  rest.all('/rpc/:fn{.+}', async (c) => {
    const run = await prepareCall(
      c.req.raw,
      new URL(c.req.url),
      c.var.name.slice('rpc/'.length),
      schemaCache(c.var.ctx.db),
      c.var.prefs,
      maxRows,
    );
    return answer(c, 'call', run);
  });
  rest.use(async (c, next) => {
    const { name } = c.var;
    const table = name ? await schemaCache(c.var.ctx.db).table(name) : null;
    if (!table) {
      throw new RestError(404, {
        code: 'PGRST205',
        message: `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
        details: null,
      });
    }
    c.set('table', table);
    await next();
  });
  rest.get(
    '*',
    onTable('read', (request, url, table, tx, prefs) => handleRead(request, url, table, tx, prefs, maxRows)),
  );
  rest.post('*', onTable('insert', handleInsert));
  rest.put('*', onTable('mutate', handlePut));
  rest.on(['PATCH', 'DELETE'], '*', onTable('mutate', handleUpdateOrDelete));
  rest.all('*', (c) => {
    throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${c.req.method}` });
  });
  rest.onError((error, c) => restErrorFromDb(error, c.var.role).toResponse());
  return rest;
}
