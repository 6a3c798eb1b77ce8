/**
 * `rpc/<function>`: named arguments from the JSON body (POST) or the query string (GET/HEAD),
 * or the whole body as one json/jsonb argument (`Prefer: params=single-object`, or a function
 * whose only parameter is an unnamed json/jsonb). Rows a function returns are selected,
 * filtered, ordered, paged and counted like a table's.
 */
import type { Tx } from '../db/types.ts';
import { buildCall, type CallPlan } from './build-sql.ts';
import { isRecord, pageOf, readBody, readOutcome, runCounted, shape, wantsObject, wantsStrippedNulls, type Outcome } from './answer.ts';
import { RESERVED_PARAMS, parseOrder, parseRequestParams, parseSelect } from './parse-query.ts';
import { checkMaxAffected, type Preferences } from './prefer.ts';
import { RestError } from './rest-error.ts';
import { EXPOSED_SCHEMA, type FunctionInfo, type SchemaCache, type TableInfo } from './schema-cache.ts';

function takesJson(fn: FunctionInfo, unnamedOnly: boolean): boolean {
  const arg = fn.args[0];
  return fn.args.length === 1 && arg !== undefined && ['json', 'jsonb'].includes(arg.type) && (!unnamedOnly || arg.name === '');
}

function accepts(fn: FunctionInfo, keys: string[]): boolean {
  const names = new Set(fn.args.map((arg) => arg.name));
  return keys.every((key) => names.has(key)) && fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name));
}

function notFound(name: string, keys: string[]): RestError {
  const sorted = [...keys].sort();
  const signature =
    sorted.length === 0 ? `${EXPOSED_SCHEMA}.${name} without parameters` : `${EXPOSED_SCHEMA}.${name}(${sorted.join(', ')})`;
  return new RestError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${signature} in the schema cache`,
    details: `Searched for the function ${EXPOSED_SCHEMA}.${name} with ${
      sorted.length === 0 ? 'no parameters' : `parameters ${sorted.join(', ')}`
    } or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
  });
}

function resultTable(fn: FunctionInfo, tables: ReadonlyMap<string, TableInfo>): TableInfo | null {
  const table = fn.returnsTable ? tables.get(fn.returnsTable) : undefined;
  if (table) return table;
  if (!fn.columns) return null;
  return {
    name: fn.name,
    columns: new Set(fn.columns),
    primaryKey: [],
    uniqueKeys: [],
    foreignKeys: [],
    schema: tables,
    computed: new Set(),
  };
}

/** Resolves the function and its arguments before the transaction; the returned step runs in it. */
export async function prepareCall(
  request: Request,
  url: URL,
  name: string,
  cache: SchemaCache,
  prefs: Preferences,
  maxRows: number,
): Promise<(tx: Tx) => Promise<Outcome>> {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read && request.method !== 'POST') {
    throw new RestError(405, { code: 'PGRST101', message: 'Only GET, HEAD and POST are allowed for RPC', details: null });
  }
  const { overloads, tables } = await cache.functions(name);
  const argNames = new Set(overloads.flatMap((fn) => fn.args.map((arg) => arg.name)));
  let given: Record<string, unknown> = {};
  let body: unknown;
  if (read) {
    for (const [key, value] of url.searchParams) if (argNames.has(key) && !RESERVED_PARAMS.has(key)) given[key] = value;
  } else {
    body = await readBody(request);
    if (isRecord(body)) given = body;
    else if (body !== undefined && !prefs.singleObject) {
      throw new RestError(400, {
        code: 'PGRST102',
        message: 'Bulk calls of a function are not supported; send one JSON object',
        details: null,
      });
    }
  }
  const keys = Object.keys(given);
  let fn: FunctionInfo | undefined;
  let args: CallPlan['args'] = { kind: 'named', values: given };
  if (!read && prefs.singleObject) {
    fn = overloads.find((candidate) => takesJson(candidate, false));
    args = { kind: 'single', body: body ?? {} };
  } else {
    fn = overloads.find((candidate) => accepts(candidate, keys));
    if (!fn && !read) {
      fn = overloads.find((candidate) => takesJson(candidate, true));
      args = { kind: 'single', body: body ?? {} };
    }
  }
  if (!fn) throw notFound(name, keys);
  const chosen = fn;
  const single = wantsObject(request) && chosen.returnsSet;
  const { limit, offset } = pageOf(request, url, maxRows);
  const select = parseSelect(url.searchParams.get('select'));
  const skip = read ? new Set(keys) : new Set<string>();
  const { filters } = parseRequestParams(url.searchParams, select, skip);
  const order = parseOrder(url.searchParams.get('order'));
  const result = resultTable(chosen, tables);
  const stripNulls = wantsStrippedNulls(request);
  return async (tx) => {
    // As PostgREST: GET and HEAD run read-only, so a function that writes answers 405.
    if (read) await tx.query('set transaction read only');
    const envelope = await runCounted(
      tx,
      (count) => buildCall({ fn: chosen, result, args, select, filters, order, limit, offset, count, stripNulls }),
      chosen.returnsSet ? prefs.count : prefs.count && 'exact',
      maxRows,
    );
    checkMaxAffected(prefs, envelope.pageTotal);
    // A function returning void has nothing to say: 204, no body, as PostgREST answers.
    if (chosen.returnsVoid) return { status: 204, body: null, headers: {} };
    return readOutcome(request, envelope, shape(envelope, single), offset, single);
  };
}
