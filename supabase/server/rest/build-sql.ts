/**
 * Turns a parsed request into one SQL statement. Identifiers are checked against the schema
 * cache and quoted; every value travels as a bind parameter. Like PostgREST, the rows are
 * serialized to JSON by Postgres itself, so types (timestamps, numerics) look the same.
 */
import type { Filter, OrderItem, SelectItem } from './query-ast.ts';
import { RestError } from './rest-error.ts';
import { EXPOSED_SCHEMA, quoteIdent, type TableInfo } from './schema-cache.ts';

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

export function tableRef(table: TableInfo): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) {
    throw new RestError(400, { code: '42703', message: `column ${table.name}.${name} does not exist` });
  }
  return `${tableRef(table)}.${quoteIdent(name)}`;
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

/** Fresh aliases for embedded subqueries within one statement. */
class Aliases {
  private next = 0;
  take(): string {
    return `pgrst_${++this.next}`;
  }
}

function notEmbeddable(parent: TableInfo, target: string): RestError {
  return new RestError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${parent.name}' and '${target}' in the schema cache`,
  });
}

/**
 * A JSON subquery for `target(columns)` correlated to `outer` (how the parent row is referred
 * to): an object when the parent holds the foreign key, an array when the target does.
 */
function embedExpression(parent: TableInfo, outer: string, item: SelectItem, aliases: Aliases): string {
  const target = parent.schema.get(item.column);
  if (!target || !item.embed) throw notEmbeddable(parent, item.column);
  const hint = item.embed.hint;
  const matches = (fk: { name: string; columns: string[] }) => !hint || fk.name === hint || fk.columns.join(',') === hint;
  const toOne = parent.foreignKeys.filter((fk) => fk.refTable === target.name && matches(fk));
  const toMany = target.foreignKeys.filter((fk) => fk.refTable === parent.name && matches(fk));
  if (toOne.length + toMany.length === 0) throw notEmbeddable(parent, item.column);
  if (toOne.length + toMany.length > 1) {
    throw new RestError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${parent.name}' and '${target.name}'`,
      hint: 'Try changing the embed to name the foreign key, e.g. table!fk_name(columns)',
    });
  }
  const alias = aliases.take();
  const ref = quoteIdent(alias);
  const row = quoteIdent(`${alias}_row`);
  const inner = selectList(target, item.embed.select, ref, aliases);
  if (toOne[0]) {
    const fk = toOne[0];
    const on = fk.columns.map((c, i) => `${ref}.${quoteIdent(fk.refColumns[i] as string)} = ${outer}.${quoteIdent(c)}`).join(' and ');
    return `(select row_to_json(${row}) from (select ${inner} from ${tableRef(target)} as ${ref} where ${on} limit 1) as ${row})`;
  }
  const fk = toMany[0] as (typeof toMany)[number];
  const on = fk.columns.map((c, i) => `${ref}.${quoteIdent(c)} = ${outer}.${quoteIdent(fk.refColumns[i] as string)}`).join(' and ');
  return `coalesce((select json_agg(${row}) from (select ${inner} from ${tableRef(target)} as ${ref} where ${on}) as ${row}), '[]'::json)`;
}

/** The select list; `ref` qualifies columns (a table or alias), or null to leave them bare. */
function selectList(table: TableInfo, items: SelectItem[], ref: string | null, aliases: Aliases): string {
  return items
    .map((item) => {
      if (item.embed) {
        return `${embedExpression(table, ref ?? tableRef(table), item, aliases)} as ${quoteIdent(item.alias ?? item.column)}`;
      }
      if (item.column === '*') return ref ? `${ref}.*` : '*';
      column(table, item.column);
      let expr = ref ? `${ref}.${quoteIdent(item.column)}` : quoteIdent(item.column);
      // Casts come from a fixed allow-list in the parser.
      if (item.cast) expr = `${expr}::${item.cast}`;
      const name = item.alias ?? (item.cast ? item.column : undefined);
      return name === undefined ? expr : `${expr} as ${quoteIdent(name)}`;
    })
    .join(', ');
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' } as const;

function renderFilter(table: TableInfo, filter: Filter, params: Params): string {
  let sql: string;
  if (filter.kind === 'group') {
    const parts = filter.children.map((child) => renderFilter(table, child, params));
    sql = parts.length === 0 ? 'true' : `(${parts.join(filter.combinator === 'and' ? ' and ' : ' or ')})`;
  } else {
    const col = column(table, filter.column);
    if (filter.op === 'in') {
      const list = filter.value as string[];
      sql = list.length === 0 ? 'false' : `${col} in (${list.map((v) => params.add(v)).join(', ')})`;
    } else if (filter.op === 'is') {
      const value = String(filter.value).toLowerCase();
      const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value];
      if (!keyword) throw new RestError(400, { code: 'PGRST100', message: `"failed to parse filter (is.${String(filter.value)})"` });
      sql = `${col} is ${keyword}`;
    } else {
      let value = filter.value as string;
      // PostgREST accepts `*` as the LIKE wildcard because `%` is awkward in URLs.
      if (filter.op === 'like' || filter.op === 'ilike') value = value.replace(/\*/g, '%');
      sql = `${col} ${COMPARISONS[filter.op]} ${params.add(value)}`;
    }
  }
  return filter.negated ? `not ${sql}` : sql;
}

function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => renderFilter(table, f, params)).join(' and ')}`;
}

function orderClause(table: TableInfo, order: OrderItem[]): string {
  if (order.length === 0) return '';
  const items = order.map((o) => `${column(table, o.column)} ${o.direction}${o.nulls ? ` nulls ${o.nulls}` : ''}`);
  return ` order by ${items.join(', ')}`;
}

/** Wraps a row source `pgrst_source` into (total, page_total, body) like PostgREST. */
function envelope(source: string, totalSql: string | null, stripNulls: boolean): string {
  const agg = stripNulls ? 'json_agg(json_strip_nulls(row_to_json(pgrst_source)))' : 'json_agg(pgrst_source)';
  return `with pgrst_source as (${source})
    select ${totalSql ?? 'null'}::bigint as total,
           (select count(*) from pgrst_source)::bigint as page_total,
           coalesce((select ${agg} from pgrst_source), '[]')::text as body`;
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

export function buildRead(plan: ReadPlan): Statement {
  const params = new Params();
  const from = tableRef(plan.table);
  const where = whereClause(plan.table, plan.filters, params);
  let source = `select ${selectList(plan.table, plan.select, tableRef(plan.table), new Aliases())} from ${from}${where}${orderClause(plan.table, plan.order)}`;
  if (plan.limit !== undefined) source += ` limit ${params.add(plan.limit)}`;
  if (plan.offset !== undefined && plan.offset > 0) source += ` offset ${params.add(plan.offset)}`;
  const total = plan.count ? `(select count(*) from ${from}${where})` : null;
  return { sql: envelope(source, total, plan.stripNulls), params: params.values };
}

export interface InsertPlan {
  table: TableInfo;
  columns: string[];
  rows: Record<string, unknown>[];
  returning: SelectItem[] | null;
  onConflict?: { columns: string[]; action: 'update' | 'nothing' } | undefined;
  stripNulls: boolean;
}

export function buildInsert(plan: InsertPlan): Statement {
  const params = new Params();
  checkColumns(plan.table, plan.columns);
  const target = tableRef(plan.table);
  const cols = plan.columns.map(quoteIdent).join(', ');
  // `{}` inserts a row of defaults; the rows are then not sent, or Postgres would be handed a
  // parameter the statement never uses (a protocol error, not a client error).
  let sql =
    plan.columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(plan.rows))}::json)`;
  if (plan.onConflict) {
    checkColumns(plan.table, plan.onConflict.columns);
    const conflict = plan.onConflict.columns.map(quoteIdent).join(', ');
    const updates = plan.columns.filter((c) => !plan.onConflict?.columns.includes(c));
    sql +=
      plan.onConflict.action === 'nothing' || updates.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
  }
  if (!plan.returning) return { sql, params: params.values };
  sql += ` returning ${selectList(plan.table, plan.returning, null, new Aliases())}`;
  return { sql: envelope(sql, null, plan.stripNulls), params: params.values };
}

export interface UpdatePlan {
  table: TableInfo;
  values: Record<string, unknown>;
  filters: Filter[];
  returning: SelectItem[] | null;
  stripNulls: boolean;
}

export function buildUpdate(plan: UpdatePlan): Statement {
  const params = new Params();
  const columns = Object.keys(plan.values);
  checkColumns(plan.table, columns);
  const target = tableRef(plan.table);
  const body = params.add(JSON.stringify(plan.values));
  // One populated record per column keeps the SET list simple and lets Postgres do the typing.
  const sets = columns.map((c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${target}, ${body}::json))`);
  let sql = `update ${target} set ${sets.join(', ')}${whereClause(plan.table, plan.filters, params)}`;
  if (!plan.returning) return { sql, params: params.values };
  sql += ` returning ${selectList(plan.table, plan.returning, null, new Aliases())}`;
  return { sql: envelope(sql, null, plan.stripNulls), params: params.values };
}

export interface DeletePlan {
  table: TableInfo;
  filters: Filter[];
  returning: SelectItem[] | null;
  stripNulls: boolean;
}

export function buildDelete(plan: DeletePlan): Statement {
  const params = new Params();
  let sql = `delete from ${tableRef(plan.table)}${whereClause(plan.table, plan.filters, params)}`;
  if (!plan.returning) return { sql, params: params.values };
  sql += ` returning ${selectList(plan.table, plan.returning, null, new Aliases())}`;
  return { sql: envelope(sql, null, plan.stripNulls), params: params.values };
}
