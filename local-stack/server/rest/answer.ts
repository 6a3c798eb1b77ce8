/**
 * The pieces every `/rest/v1` answer is made of: running a statement into (total, page, body),
 * counts as `Prefer: count=` asks, pages from `limit`/`offset`/`Range`, the JSON body of a
 * request, and the status and headers of a read.
 */
import type { Tx } from '../db/types.ts';
import type { ReadStatement, Statement } from './build-sql.ts';
import { MAX_BODY_BYTES } from './limits.ts';
import { parseNonNegativeInt, parseRangeHeader } from './parse-query.ts';
import type { Preferences } from './prefer.ts';
import { RestError } from './rest-error.ts';

export interface Envelope {
  total: number | null;
  pageTotal: number;
  body: string;
}

export interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

export function wantsStrippedNulls(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('nulls=stripped');
}

export function notSingle(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    details: `The result contains ${rows} rows`,
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  });
}

/** The planner's row estimate for a query (`count=planned`). */
async function plannedCount(tx: Tx, query: Statement): Promise<number> {
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query.sql}`, query.params);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Runs a read with the count PostgREST gives for `count=`: exact, the planner's estimate, or
 * (estimated) exact up to max_rows and the estimate beyond.
 */
export async function runCounted(
  tx: Tx,
  build: (exact: boolean) => ReadStatement,
  count: Preferences['count'],
  maxRows: number,
): Promise<Envelope> {
  if (count === 'planned' || count === 'estimated') {
    const statement = build(false);
    const planned = await plannedCount(tx, statement.countQuery);
    if (count === 'estimated' && planned <= maxRows) return runEnvelope(tx, build(true));
    return { ...(await runEnvelope(tx, statement)), total: planned };
  }
  return runEnvelope(tx, build(count === 'exact'));
}

export async function runEnvelope(tx: Tx, statement: Statement): Promise<Envelope> {
  const result = await tx.query<{ total: string | number | null; page_total: string | number; body: string }>(
    statement.sql,
    statement.params,
  );
  const row = result.rows[0];
  if (!row) return { total: null, pageTotal: 0, body: '[]' };
  return { total: row.total === null ? null : Number(row.total), pageTotal: Number(row.page_total), body: row.body };
}

/** The body for the requested representation, enforcing `single` (0 or >1 rows → 406). */
export function shape(envelope: Envelope, single: boolean): string {
  if (!single) return envelope.body;
  if (envelope.pageTotal !== 1) throw notSingle(envelope.pageTotal);
  const rows = JSON.parse(envelope.body) as unknown[];
  return JSON.stringify(rows[0]);
}

export function contentType(single: boolean): string {
  return single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}

function payloadTooLarge(): RestError {
  return new RestError(413, { code: 'PGRST413', message: `The request body is larger than ${MAX_BODY_BYTES} bytes`, details: null });
}

export async function readBody(request: Request): Promise<unknown> {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Offset and limit from `limit`/`offset` and the `Range` header, capped at max_rows. */
export function pageOf(request: Request, url: URL, maxRows: number): { limit: number; offset: number } {
  const range = parseRangeHeader(request.headers.get('range'));
  let limit = parseNonNegativeInt(url.searchParams.get('limit'), 'limit');
  let offset = parseNonNegativeInt(url.searchParams.get('offset'), 'offset') ?? 0;
  if (range) {
    offset = Math.max(offset, range.offset);
    if (range.limit !== undefined) limit = limit === undefined ? range.limit : Math.min(limit, range.limit);
  }
  // Like hosted PostgREST's max_rows: a read never returns more, whatever it asks for.
  return { limit: Math.min(limit ?? maxRows, maxRows), offset };
}

/** Status and headers of a read: 206 with `Content-Range` when the page is part of a known total. */
export function readOutcome(request: Request, envelope: Envelope, body: string, offset: number, single: boolean): Outcome {
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
