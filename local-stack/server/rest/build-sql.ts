/**
 * Turns a parsed request into one SQL statement. Identifiers are checked against the schema
 * cache and quoted; every value travels as a bind parameter. Like PostgREST, the rows are
 * serialized to JSON by Postgres itself, so types (timestamps, numerics) look the same.
 */
import type { Condition, EmbedSpec, Filter, OrderItem, SelectItem } from './query-ast.ts';
import { joinCondition, resolveRelationship, type Relationship } from './relationships.ts';
import { RestError } from './rest-error.ts';
import { EXPOSED_SCHEMA, quoteIdent, type FunctionInfo, type TableInfo } from './schema-cache.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Everything one statement accumulates: bind parameters and fresh aliases for subqueries. */
class Context {
  readonly params = new Params();
  private next = 0;
  alias(): string {
    return quoteIdent(`pgrst_${++this.next}`);
  }
}

export function tableRef(table: TableInfo): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
}

/** The whole row `ref` names: `"public"."t"` is the row of `t` (a table is its own alias), an alias is itself. */
function rowReference(ref: string): string {
  const split = ref.lastIndexOf('"."');
  return split < 0 ? ref : ref.slice(split + 2);
}

/** `ref.column` once the column is known to exist; a computed field is its function of the row. */
function plainColumn(table: TableInfo, name: string, ref: string): string {
  if (!table.columns.has(name) && table.computed.has(name))
    return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}(${rowReference(ref)})`;
  if (!table.columns.has(name)) {
    throw new RestError(400, { code: '42703', message: `column ${table.name}.${name} does not exist` });
  }
  return `${ref}.${quoteIdent(name)}`;
}

/** `data->a->>b`: a column, then JSON keys (or array indexes) with `->` (json) or `->>` (text). */
function jsonPath(name: string): { column: string; steps: { op: '->' | '->>'; key: string }[] } | null {
  if (!name.includes('->')) return null;
  const parts = name.split(/(->>?)/);
  const steps: { op: '->' | '->>'; key: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = (parts[i + 1] ?? '').replace(/^"(.*)"$/, '$1');
    if (key === '') throw new RestError(400, { code: 'PGRST100', message: `"failed to parse json path (${name})"` });
    steps.push({ op: parts[i] as '->' | '->>', key });
  }
  return { column: parts[0] as string, steps };
}

/** The SQL for a column or a JSON path into one; keys travel as parameters, indexes as integers. */
function column(table: TableInfo, name: string, ref: string, params?: Params): string {
  const path = jsonPath(name);
  if (!path) return plainColumn(table, name, ref);
  let expr = plainColumn(table, path.column, ref);
  for (const step of path.steps) {
    const key = /^-?\d+$/.test(step.key)
      ? String(Number(step.key))
      : params
        ? `${params.add(step.key)}::text`
        : `'${step.key.replace(/'/g, "''")}'`;
    expr = `(${expr}${step.op}${key})`;
  }
  return expr;
}

/** The key a selected JSON path is named by in the body, as PostgREST names it: its last key that is not an array index, else the column. */
function outputName(name: string): string | undefined {
  const path = jsonPath(name);
  if (!path) return undefined;
  const keys = path.steps.map((step) => step.key).filter((key) => !/^-?\d+$/.test(key));
  return keys[keys.length - 1] ?? path.column;
}

export function checkColumns(table: TableInfo, names: string[]): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(400, {
        code: 'PGRST204',
        message: `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      });
    }
  }
}

interface Embedding {
  rel: Relationship;
  ref: string;
  /** The related rows of one parent row, filtered: `from … where …`. */
  fromWhere: string;
}

/** The related rows of the parent row `outer`, with the embed's own filters and nested `!inner` joins. */
function embedding(parent: TableInfo, outer: string, item: SelectItem, ctx: Context): Embedding {
  const spec = item.embed as EmbedSpec;
  const rel = resolveRelationship(parent, item.column, spec.hint);
  const ref = ctx.alias();
  const conditions = [joinCondition(rel, outer, ref), ...whereConditions(rel.target, ref, spec.filters, spec.select, ctx)];
  return { rel, ref, fromWhere: `from ${tableRef(rel.target)} as ${ref} where ${conditions.join(' and ')}` };
}

/**
 * `posts(count)`: the legacy count of the related rows, which PostgREST 12 still accepts with
 * aggregates off, when `count` is all the embed selects and not a column of the target.
 */
function legacyCount(target: TableInfo, spec: EmbedSpec): SelectItem | null {
  const [only, ...rest] = spec.select;
  if (!only || rest.length > 0 || only.embed || only.cast || only.column !== 'count' || target.columns.has('count')) return null;
  return only;
}

/** A JSON subquery: an object (or null) for a to-one or one-to-one relationship, else an array. */
function embedExpression(parent: TableInfo, outer: string, item: SelectItem, ctx: Context): string {
  const spec = item.embed as EmbedSpec;
  const { rel, ref, fromWhere } = embedding(parent, outer, item, ctx);
  const counted = legacyCount(rel.target, spec);
  if (counted) {
    const object = `json_build_object(${ctx.params.add(counted.alias ?? 'count')}::text, (select count(*) ${fromWhere}))`;
    return rel.direction === 'to-one' || rel.oneToOne ? object : `json_build_array(${object})`;
  }
  const row = ctx.alias();
  const inner = selectList(rel.target, spec.select, ref, ctx);
  const order = orderClause(rel.target, spec.order, ref, spec.select, ctx);
  if (rel.direction === 'to-one' || rel.oneToOne) {
    return `(select row_to_json(${row}) from (select ${inner} ${fromWhere}${order} limit 1) as ${row})`;
  }
  let page = order;
  if (spec.limit !== undefined) page += ` limit ${ctx.params.add(spec.limit)}`;
  if (spec.offset !== undefined && spec.offset > 0) page += ` offset ${ctx.params.add(spec.offset)}`;
  return `coalesce((select json_agg(${row}) from (select ${inner} ${fromWhere}${page}) as ${row}), '[]'::json)`;
}

/**
 * `...target(columns)` on a to-one (or one-to-one) relationship: each selected column of the
 * related row becomes a column of the parent row (null without a related row).
 */
function spreadColumns(parent: TableInfo, outer: string, item: SelectItem, ctx: Context): string[] {
  const spec = item.embed as EmbedSpec;
  const { rel, ref, fromWhere } = embedding(parent, outer, item, ctx);
  if (rel.direction === 'to-many' && !rel.oneToOne) {
    throw new RestError(400, {
      code: 'PGRST119',
      message: `A spread operation on '${item.column}' is not possible`,
      details: `'${parent.name}' and '${rel.target.name}' do not form a many-to-one or one-to-one relationship`,
      hint: null,
    });
  }
  const items = spec.select.flatMap((selected) =>
    selected.column === '*' && !selected.embed ? [...rel.target.columns].map((name): SelectItem => ({ column: name })) : [selected],
  );
  return items.map((selected) => {
    const name = selected.alias ?? selected.column;
    const expr = selectList(rel.target, [{ ...selected, alias: name }], ref, ctx);
    return `(select ${expr} ${fromWhere} limit 1) as ${quoteIdent(name)}`;
  });
}

/** The select list of `table` qualified by `ref`. Embeds without columns exist only to filter. */
function selectList(table: TableInfo, items: SelectItem[], ref: string, ctx: Context): string {
  const embedNames = new Set<string>();
  const parts: string[] = [];
  for (const item of items) {
    if (item.embed) {
      const name = item.alias ?? item.column;
      if (embedNames.has(name)) {
        throw new RestError(400, { code: '42712', message: `table name "${name}" specified more than once`, details: null, hint: null });
      }
      embedNames.add(name);
      if (item.embed.spread) {
        parts.push(...spreadColumns(table, ref, item, ctx));
        continue;
      }
      if (item.embed.select.length === 0) {
        // Still resolved, so a wrong relationship is reported, but left out of the body.
        resolveRelationship(table, item.column, item.embed.hint);
        continue;
      }
      parts.push(`${embedExpression(table, ref, item, ctx)} as ${quoteIdent(name)}`);
      continue;
    }
    if (item.column === '*') {
      parts.push(`${ref}.*`);
      continue;
    }
    let expr = column(table, item.column, ref, ctx.params);
    // Casts come from a fixed allow-list in the parser.
    if (item.cast) expr = `${expr}::${item.cast}`;
    const name = item.alias ?? outputName(item.column) ?? (item.cast || table.computed.has(item.column) ? item.column : undefined);
    parts.push(name === undefined ? expr : `${expr} as ${quoteIdent(name)}`);
  }
  // Only filtering embeds: an empty select list, so each row is `{}` as PostgREST answers.
  return parts.join(', ');
}

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;

const TSQUERY = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;

function renderCondition(table: TableInfo, filter: Condition, ref: string, params: Params): string {
  const col = column(table, filter.column, ref, params);
  if (filter.op === 'in') {
    const list = filter.value as string[];
    return list.length === 0 ? 'false' : `${col} in (${list.map((v) => params.add(v)).join(', ')})`;
  }
  if (filter.op === 'is') {
    const value = String(filter.value).toLowerCase();
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value];
    if (!keyword) throw new RestError(400, { code: 'PGRST100', message: `"failed to parse filter (is.${String(filter.value)})"` });
    return `${col} is ${keyword}`;
  }
  if (filter.op === 'fts' || filter.op === 'plfts' || filter.op === 'phfts' || filter.op === 'wfts') {
    const config = filter.language === undefined ? '' : `${params.add(filter.language)}::regconfig, `;
    return `${col} @@ ${TSQUERY[filter.op]}(${config}${params.add(filter.value)})`;
  }
  // PostgREST accepts `*` as the LIKE wildcard because `%` is awkward in URLs.
  const wildcard = (v: string) => (filter.op === 'like' || filter.op === 'ilike' ? v.replace(/\*/g, '%') : v);
  const operator = COMPARISONS[filter.op];
  if (filter.quantifier) {
    const list = (filter.value as string[]).map(wildcard);
    return `${col} ${operator} ${filter.quantifier}(${params.add(list)})`;
  }
  return `${col} ${operator} ${params.add(wildcard(filter.value as string))}`;
}

function renderFilter(table: TableInfo, filter: Filter, ref: string, params: Params): string {
  let sql: string;
  if (filter.kind === 'group') {
    const parts = filter.children.map((child) => renderFilter(table, child, ref, params));
    sql = parts.length === 0 ? 'true' : `(${parts.join(filter.combinator === 'and' ? ' and ' : ' or ')})`;
  } else {
    sql = renderCondition(table, filter, ref, params);
  }
  return filter.negated ? `not ${sql}` : sql;
}

/**
 * The conditions on rows of `table` (as `ref`): its filters, `embed=is.null` / `embed=not.is.null`
 * on an embedded resource, and one `exists` per `!inner` embed.
 */
function whereConditions(table: TableInfo, ref: string, filters: Filter[], select: SelectItem[], ctx: Context): string[] {
  const embeds = new Map(select.filter((item) => item.embed).map((item) => [item.alias ?? item.column, item] as const));
  const conditions: string[] = [];
  for (const filter of filters) {
    const embedded = filter.kind === 'condition' && !table.columns.has(filter.column) ? embeds.get(filter.column) : undefined;
    if (embedded && filter.kind === 'condition' && filter.op === 'is' && ['null', 'not_null'].includes(String(filter.value))) {
      const present = (String(filter.value) === 'not_null') !== filter.negated;
      const { fromWhere } = embedding(table, ref, embedded, ctx);
      conditions.push(`${present ? '' : 'not '}exists (select 1 ${fromWhere})`);
      continue;
    }
    conditions.push(renderFilter(table, filter, ref, ctx.params));
  }
  for (const item of embeds.values()) {
    if (item.embed?.join !== 'inner') continue;
    const { fromWhere } = embedding(table, ref, item, ctx);
    conditions.push(`exists (select 1 ${fromWhere})`);
  }
  return conditions;
}

function whereClause(table: TableInfo, ref: string, filters: Filter[], select: SelectItem[], ctx: Context): string {
  const conditions = whereConditions(table, ref, filters, select, ctx);
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

/** `order=author(name)`: the embed must be in `select` and to-one (or one-to-one). */
function relatedOrderExpression(table: TableInfo, ref: string, item: OrderItem, select: SelectItem[], ctx: Context): string {
  const name = item.relation as string;
  const embedded = select.find((selected) => selected.embed && (selected.alias ?? selected.column) === name);
  if (!embedded) {
    throw new RestError(400, {
      code: 'PGRST108',
      message: `'${name}' is not an embedded resource in this request`,
      details: null,
      hint: `Verify that '${name}' is included in the 'select' query parameter.`,
    });
  }
  const { rel, ref: inner, fromWhere } = embedding(table, ref, embedded, ctx);
  if (rel.direction === 'to-many' && !rel.oneToOne) {
    throw new RestError(400, {
      code: 'PGRST118',
      message: `A related order on '${rel.target.name}' is not possible`,
      details: `'${table.name}' and '${rel.target.name}' do not form a many-to-one or one-to-one relationship`,
      hint: null,
    });
  }
  return `(select ${column(rel.target, item.column, inner, ctx.params)} ${fromWhere} limit 1)`;
}

function orderClause(table: TableInfo, order: OrderItem[], ref: string, select: SelectItem[], ctx: Context): string {
  if (order.length === 0) return '';
  const items = order.map((o) => {
    const expr = o.relation ? relatedOrderExpression(table, ref, o, select, ctx) : column(table, o.column, ref);
    return `${expr} ${o.direction}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
  });
  return ` order by ${items.join(', ')}`;
}

/** How the rows of `pgrst_source` become the body. */
type BodyShape = 'array' | 'object' | 'scalar' | 'scalars';

/** Wraps a row source `pgrst_source` into (total, page_total, body) like PostgREST. */
function envelope(source: string, totalSql: string | null, stripNulls: boolean, shape: BodyShape = 'array', ctes = ''): string {
  const rowJson = stripNulls ? 'json_strip_nulls(row_to_json(pgrst_source))' : 'row_to_json(pgrst_source)';
  const body = {
    array: `coalesce((select json_agg(${rowJson}) from pgrst_source), '[]')`,
    object: `coalesce((select ${rowJson} from pgrst_source limit 1), 'null')`,
    scalar: `coalesce((select to_json(pgrst_source.pgrst_scalar) from pgrst_source limit 1), 'null')`,
    scalars: `coalesce((select json_agg(pgrst_source.pgrst_scalar) from pgrst_source), '[]')`,
  }[shape];
  return `with ${ctes}pgrst_source as (${source})
    select ${totalSql ?? 'null'}::bigint as total,
           (select count(*) from pgrst_source)::bigint as page_total,
           ${body}::text as body`;
}

export interface ReadPlan {
  table: TableInfo;
  select: SelectItem[];
  filters: Filter[];
  order: OrderItem[];
  limit?: number | undefined;
  offset?: number | undefined;
  count: boolean;
  stripNulls: boolean;
}

export interface ReadStatement extends Statement {
  /** The rows a count would count, for the planner's estimate (`count=planned`). */
  countQuery: Statement;
}

function countQuery(table: TableInfo, from: string, ref: string, filters: Filter[], select: SelectItem[]): Statement {
  const ctx = new Context();
  return { sql: `select 1 from ${from}${whereClause(table, ref, filters, select, ctx)}`, params: ctx.params.values };
}

export function buildRead(plan: ReadPlan): ReadStatement {
  const ctx = new Context();
  const ref = tableRef(plan.table);
  const list = selectList(plan.table, plan.select, ref, ctx);
  const where = whereClause(plan.table, ref, plan.filters, plan.select, ctx);
  let source = `select ${list} from ${ref}${where}${orderClause(plan.table, plan.order, ref, plan.select, ctx)}`;
  if (plan.limit !== undefined) source += ` limit ${ctx.params.add(plan.limit)}`;
  if (plan.offset !== undefined && plan.offset > 0) source += ` offset ${ctx.params.add(plan.offset)}`;
  const total = plan.count ? `(select count(*) from ${ref}${where})` : null;
  return {
    sql: envelope(source, total, plan.stripNulls),
    params: ctx.params.values,
    countQuery: countQuery(plan.table, ref, ref, plan.filters, plan.select),
  };
}

export interface CallPlan {
  fn: FunctionInfo;
  /** The result's rows as a table (a table's own info, so embeds work), or null for a scalar result. */
  result: TableInfo | null;
  /** Named arguments, or the whole body as the one json/jsonb parameter. */
  args: { kind: 'named'; values: Record<string, unknown> } | { kind: 'single'; body: unknown };
  select: SelectItem[];
  filters: Filter[];
  order: OrderItem[];
  limit?: number | undefined;
  offset?: number | undefined;
  count: boolean;
  stripNulls: boolean;
}

/**
 * `rpc/<fn>`: the function is called once (a materialized CTE), then its rows are selected,
 * filtered, ordered and paged like a table's. Arguments are typed by Postgres from JSON
 * (`json_to_record`), as PostgREST does.
 */
export function buildCall(plan: CallPlan): ReadStatement {
  const ctx = new Context();
  const fnRef = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(plan.fn.name)}`;
  const call = quoteIdent('pgrst_call');
  const columnAlias = plan.result ? '' : '(pgrst_scalar)';
  let from: string;
  if (plan.args.kind === 'single') {
    const type = plan.fn.args[0]?.type ?? 'json';
    from = `${fnRef}(${ctx.params.add(JSON.stringify(plan.args.body))}::${type}) as ${call}${columnAlias}`;
  } else {
    const given = plan.args.values;
    const used = plan.fn.args.filter((arg) => Object.hasOwn(given, arg.name));
    if (used.length === 0) {
      from = `${fnRef}() as ${call}${columnAlias}`;
    } else {
      const record = used.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
      const named = used.map((arg) => `${quoteIdent(arg.name)} => pgrst_args.${quoteIdent(arg.name)}`).join(', ');
      const values = Object.fromEntries(used.map((arg) => [arg.name, given[arg.name]]));
      from = `json_to_record(${ctx.params.add(JSON.stringify(values))}::json) as pgrst_args(${record}), ${fnRef}(${named}) as ${call}${columnAlias}`;
    }
  }
  const rowsCte = plan.fn.returnsVoid
    ? `pgrst_call_rows as materialized (select null::json as pgrst_scalar from ${from}), `
    : `pgrst_call_rows as materialized (select ${call}.* from ${from}), `;
  const rows = `pgrst_call_rows as ${call}`;
  if (!plan.result) {
    let source = `select ${call}.pgrst_scalar from ${rows}`;
    if (plan.limit !== undefined) source += ` limit ${ctx.params.add(plan.limit)}`;
    if (plan.offset !== undefined && plan.offset > 0) source += ` offset ${ctx.params.add(plan.offset)}`;
    const total = plan.count ? `(select count(*) from ${rows})` : null;
    return {
      sql: envelope(source, total, false, plan.fn.returnsSet ? 'scalars' : 'scalar', rowsCte),
      params: ctx.params.values,
      countQuery: { sql: `select 1 from (select 1) as ${call}`, params: [] },
    };
  }
  const list = selectList(plan.result, plan.select, call, ctx);
  const where = whereClause(plan.result, call, plan.filters, plan.select, ctx);
  let source = `select ${list} from ${rows}${where}${orderClause(plan.result, plan.order, call, plan.select, ctx)}`;
  if (plan.limit !== undefined) source += ` limit ${ctx.params.add(plan.limit)}`;
  if (plan.offset !== undefined && plan.offset > 0) source += ` offset ${ctx.params.add(plan.offset)}`;
  const total = plan.count ? `(select count(*) from ${rows}${where})` : null;
  return {
    sql: envelope(source, total, plan.stripNulls, plan.fn.returnsSet ? 'array' : 'object', rowsCte),
    params: ctx.params.values,
    countQuery: { sql: `select 1 from (select 1) as ${call}`, params: [] },
  };
}

export interface InsertPlan {
  table: TableInfo;
  columns: string[];
  rows: Record<string, unknown>[];
  returning: SelectItem[] | null;
  onConflict?: { columns: string[]; action: 'update' | 'nothing' } | undefined;
  stripNulls: boolean;
  /** `missing=default`: a column an object leaves out takes the column's default. */
  missingDefault?: boolean;
}

/**
 * The rows as a VALUES list in the order sent: each given key read from its object's JSON (typed
 * by the table's row type), each key an object leaves out as DEFAULT.
 */
function valuesWithDefaults(plan: InsertPlan, target: string, ctx: Context): string {
  const rows = plan.rows.map((row) => {
    const record = `json_populate_record(null::${target}, ${ctx.params.add(JSON.stringify(row))}::json)`;
    return `(${plan.columns.map((c) => (Object.hasOwn(row, c) ? `(${record}).${quoteIdent(c)}` : 'default')).join(', ')})`;
  });
  return `values ${rows.join(', ')}`;
}

/**
 * An insert answering (page_total, body, inserted): `inserted` counts rows that were created
 * rather than merged into an existing one (a fresh row version has no `xmax`). A plain insert
 * without representation is the bare statement (its row count says how many were inserted).
 */
export function buildInsert(plan: InsertPlan): Statement {
  const ctx = new Context();
  checkColumns(plan.table, plan.columns);
  const target = tableRef(plan.table);
  const cols = plan.columns.map(quoteIdent).join(', ');
  // `{}` inserts a row of defaults; the rows are then not sent, or Postgres would be handed a
  // parameter the statement never uses (a protocol error, not a client error).
  let sql =
    plan.columns.length === 0
      ? `insert into ${target} default values`
      : plan.missingDefault
        ? `insert into ${target} (${cols}) ${valuesWithDefaults(plan, target, ctx)}`
        : `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${ctx.params.add(JSON.stringify(plan.rows))}::json)`;
  if (plan.onConflict) {
    checkColumns(plan.table, plan.onConflict.columns);
    const conflict = plan.onConflict.columns.map(quoteIdent).join(', ');
    const others = plan.columns.filter((c) => !plan.onConflict?.columns.includes(c));
    // A body of only the conflict columns still merges: the row is "updated" to itself.
    const updates = others.length > 0 ? others : plan.columns;
    sql +=
      plan.onConflict.action === 'nothing' || updates.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  // A plain insert asks for nothing back: RETURNING would make row level security demand that
  // the new rows also pass the SELECT policies, which `return=minimal` must not need.
  if (!plan.returning && !plan.onConflict) return { sql, params: ctx.params.values };
  const bodyExpr = plan.returning
    ? `(select ${plan.stripNulls ? 'json_strip_nulls(row_to_json(pgrst_r))' : 'row_to_json(pgrst_r)'} from (select ${selectList(plan.table, plan.returning, target, ctx)}) as pgrst_r)`
    : 'null::json';
  sql += ` returning ${bodyExpr} as pgrst_body, (xmax = 0) as pgrst_inserted`;
  return {
    sql: `with pgrst_source as (${sql})
      select (select count(*) from pgrst_source)::bigint as page_total,
             coalesce((select json_agg(pgrst_body) from pgrst_source), '[]')::text as body,
             (select count(*) from pgrst_source where pgrst_inserted)::bigint as inserted`,
    params: ctx.params.values,
  };
}

export interface UpdatePlan {
  table: TableInfo;
  values: Record<string, unknown>;
  filters: Filter[];
  returning: SelectItem[] | null;
  stripNulls: boolean;
}

export function buildUpdate(plan: UpdatePlan): Statement {
  const ctx = new Context();
  const columns = Object.keys(plan.values);
  checkColumns(plan.table, columns);
  const target = tableRef(plan.table);
  const body = ctx.params.add(JSON.stringify(plan.values));
  // One populated record per column keeps the SET list simple and lets Postgres do the typing.
  const sets = columns.map((c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${target}, ${body}::json))`);
  let sql = `update ${target} set ${sets.join(', ')}${whereClause(plan.table, target, plan.filters, [], ctx)}`;
  if (!plan.returning) return { sql, params: ctx.params.values };
  sql += ` returning ${selectList(plan.table, plan.returning, target, ctx)}`;
  return { sql: envelope(sql, null, plan.stripNulls), params: ctx.params.values };
}

export interface DeletePlan {
  table: TableInfo;
  filters: Filter[];
  returning: SelectItem[] | null;
  stripNulls: boolean;
}

export function buildDelete(plan: DeletePlan): Statement {
  const ctx = new Context();
  const target = tableRef(plan.table);
  let sql = `delete from ${target}${whereClause(plan.table, target, plan.filters, [], ctx)}`;
  if (!plan.returning) return { sql, params: ctx.params.values };
  sql += ` returning ${selectList(plan.table, plan.returning, target, ctx)}`;
  return { sql: envelope(sql, null, plan.stripNulls), params: ctx.params.values };
}
