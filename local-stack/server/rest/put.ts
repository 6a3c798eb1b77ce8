/**
 * `PUT /table?pk=eq.value`: PostgREST's single-row upsert. The filters must be `eq` on every
 * primary key column and nothing else, and the body one object whose key values match them.
 */
import type { Tx } from '../db/types.ts';
import { buildInsert } from './build-sql.ts';
import { contentType, isRecord, notSingle, readBody, wantsObject, wantsStrippedNulls, type Outcome } from './answer.ts';
import { parseFilters, parseSelect } from './parse-query.ts';
import type { Preferences } from './prefer.ts';
import { RestError } from './rest-error.ts';
import type { TableInfo } from './schema-cache.ts';

export async function handlePut(request: Request, url: URL, table: TableInfo, tx: Tx, prefs: Preferences): Promise<Outcome> {
  if (url.searchParams.has('limit') || url.searchParams.has('offset')) {
    throw new RestError(400, { code: 'PGRST114', message: 'limit/offset querystring parameters are not allowed for PUT', details: null });
  }
  const filters = parseFilters(url.searchParams);
  const keyValues = new Map<string, string>();
  for (const filter of filters) {
    if (filter.kind === 'condition' && filter.op === 'eq' && !filter.negated && table.primaryKey.includes(filter.column)) {
      keyValues.set(filter.column, filter.value as string);
    } else keyValues.set('', '');
  }
  if (table.primaryKey.length === 0 || keyValues.size !== table.primaryKey.length || keyValues.has('')) {
    throw new RestError(405, {
      code: 'PGRST105',
      message: "Filters must include all and only primary key columns with 'eq' operators",
      details: null,
    });
  }
  const payload = await readBody(request);
  const row = Array.isArray(payload) && payload.length === 1 ? payload[0] : payload;
  if (!isRecord(row)) throw new RestError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null });
  const matches = table.primaryKey.every((key) => Object.hasOwn(row, key) && String(row[key]) === keyValues.get(key));
  if (!matches)
    throw new RestError(400, { code: 'PGRST115', message: 'Payload values do not match URL in primary key column(s)', details: null });
  const returning = prefs.return === 'representation' ? parseSelect(url.searchParams.get('select')) : null;
  const statement = buildInsert({
    table,
    columns: Object.keys(row),
    rows: [row],
    returning,
    onConflict: { columns: table.primaryKey, action: 'update' },
    stripNulls: wantsStrippedNulls(request),
  });
  const result = await tx.query<{ page_total: string | number; body: string }>(statement.sql, statement.params);
  const single = wantsObject(request);
  const pageTotal = Number(result.rows[0]?.page_total ?? 0);
  if (single && pageTotal !== 1) throw notSingle(pageTotal);
  if (!returning) return { status: 204, body: null, headers: { 'content-range': '*/*' } };
  const rows = JSON.parse(result.rows[0]?.body ?? '[]') as unknown[];
  return {
    status: 200,
    body: JSON.stringify(single ? rows[0] : rows),
    headers: { 'content-type': contentType(single), 'content-range': '*/*' },
  };
}
