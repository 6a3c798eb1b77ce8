/**
 * The tables and columns of the exposed schema, read from the catalog. Every identifier in
 * a request is checked against it, so no raw input reaches SQL text.
 */
import type { Db } from '../db/types.ts';

export const EXPOSED_SCHEMA = 'public';

export interface ForeignKey {
  name: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** Inferred through a view that shows the key's columns (not a constraint of its own). */
  viaView?: boolean;
}

export interface TableInfo {
  name: string;
  columns: Set<string>;
  primaryKey: string[];
  /** The primary key and every unique constraint: a foreign key over one of them is one-to-one. */
  uniqueKeys: string[][];
  /** Foreign keys from this table to other exposed tables (for embedding). */
  foreignKeys: ForeignKey[];
  /** Every exposed table, so an embed can find its target. */
  schema: ReadonlyMap<string, TableInfo>;
  /**
   * Computed fields: functions of the exposed schema taking this table's row as their one
   * argument and returning one scalar, selectable, filterable and orderable like columns.
   */
  computed: Set<string>;
}

/** A function of the exposed schema, callable as `rpc/<name>`. */
export interface FunctionInfo {
  name: string;
  /** Input parameters in order; `hasDefault` ones may be left out. */
  args: { name: string; type: string; hasDefault: boolean }[];
  returnsSet: boolean;
  volatile: boolean;
  /** Columns of a composite result (a table row, `returns table (...)`, out parameters); null for a scalar. */
  columns: string[] | null;
  /** The exposed table whose rows it returns, so embeds work on the result. */
  returnsTable: string | null;
  returnsVoid: boolean;
}

interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

export class SchemaCache {
  private catalog: Catalog | null = null;
  private loadedAt = 0;
  private loading: Promise<Catalog> | null = null;

  constructor(private readonly db: Db) {}

  /** The table, reloading the catalog once on a miss so tables created at runtime appear. */
  async table(name: string): Promise<TableInfo | null> {
    const found = (await this.load(false)).tables.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found ?? null;
    return (await this.load(true)).tables.get(name) ?? null;
  }

  /** The overloads of a function (empty when none), reloading once on a miss like `table`. */
  async functions(name: string): Promise<{ overloads: FunctionInfo[]; tables: ReadonlyMap<string, TableInfo> }> {
    let catalog = await this.load(false);
    if (!catalog.functions.has(name) && Date.now() - this.loadedAt >= 1000) catalog = await this.load(true);
    return { overloads: catalog.functions.get(name) ?? [], tables: catalog.tables };
  }

  private load(force: boolean): Promise<Catalog> {
    if (this.catalog && !force) return Promise.resolve(this.catalog);
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<Catalog> {
    const columns = await this.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name::text as table_name, c.column_name::text as column_name
         from information_schema.columns c
        where c.table_schema = $1
        order by c.table_name, c.ordinal_position`,
      [EXPOSED_SCHEMA],
    );
    const keys = await this.db.query<{ table_name: string; column_name: string; key_name: string; key_type: string }>(
      `select tc.table_name::text as table_name, kcu.column_name::text as column_name, tc.constraint_name::text as key_name,
              tc.constraint_type::text as key_type
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        where tc.table_schema = $1 and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE')
        order by tc.table_name, tc.constraint_name, kcu.ordinal_position`,
      [EXPOSED_SCHEMA],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of columns.rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          columns: new Set(),
          primaryKey: [],
          uniqueKeys: [],
          foreignKeys: [],
          schema: tables,
          computed: new Set(),
        };
        tables.set(row.table_name, table);
      }
      table.columns.add(row.column_name);
    }
    const uniques = new Map<string, { table: string; columns: string[] }>();
    for (const row of keys.rows) {
      if (row.key_type === 'PRIMARY KEY') tables.get(row.table_name)?.primaryKey.push(row.column_name);
      const key = `${row.table_name}\u0000${row.key_name}`;
      const unique = uniques.get(key) ?? { table: row.table_name, columns: [] };
      unique.columns.push(row.column_name);
      uniques.set(key, unique);
    }
    for (const unique of uniques.values()) tables.get(unique.table)?.uniqueKeys.push(unique.columns);
    const foreignKeys = await this.db.query<{
      name: string;
      table_name: string;
      ref_table: string;
      columns: string[];
      ref_columns: string[];
    }>(
      `select con.conname::text as name, cl.relname::text as table_name, fcl.relname::text as ref_table,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns
         from pg_constraint con
         join pg_class cl on cl.oid = con.conrelid
         join pg_namespace n on n.oid = cl.relnamespace
         join pg_class fcl on fcl.oid = con.confrelid
         join pg_namespace fn on fn.oid = fcl.relnamespace
        where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1
        order by 1`,
      [EXPOSED_SCHEMA],
    );
    for (const fk of foreignKeys.rows) {
      tables
        .get(fk.table_name)
        ?.foreignKeys.push({ name: fk.name, columns: fk.columns, refTable: fk.ref_table, refColumns: fk.ref_columns });
    }
    await this.inferViewRelationships(tables);
    const functions = await this.readFunctions();
    for (const overloads of functions.values()) {
      for (const fn of overloads) {
        const [arg, ...others] = fn.args;
        if (!arg || others.length > 0 || fn.returnsSet || fn.columns !== null || fn.returnsVoid) continue;
        const table = tables.get(arg.type.replace(/^public\./, ''));
        if (table && !table.columns.has(fn.name)) table.computed.add(fn.name);
      }
    }
    const catalog = { tables, functions };
    this.catalog = catalog;
    this.loadedAt = Date.now();
    return catalog;
  }

  /**
   * Views take part in embedding through the tables they show, as PostgREST infers: a view column
   * that is a base table's column of the same name (and of no other table the view reads) carries
   * that column's foreign keys, both ways, when the view shows every column of the key.
   */
  private async inferViewRelationships(tables: Map<string, TableInfo>): Promise<void> {
    const usage = await this.db.query<{ view_name: string; table_name: string; column_name: string }>(
      `select u.view_name::text as view_name, u.table_name::text as table_name, u.column_name::text as column_name
         from information_schema.view_column_usage u
        where u.view_schema = $1 and u.table_schema = $1`,
      [EXPOSED_SCHEMA],
    );
    // view → its column → the one base table it comes from (null when several tables have it).
    const sources = new Map<string, Map<string, string | null>>();
    for (const row of usage.rows) {
      const view = tables.get(row.view_name);
      if (!view?.columns.has(row.column_name) || !tables.has(row.table_name)) continue;
      const columns = sources.get(row.view_name) ?? new Map<string, string | null>();
      const known = columns.get(row.column_name);
      columns.set(row.column_name, known === undefined || known === row.table_name ? row.table_name : null);
      sources.set(row.view_name, columns);
    }
    const shows = (view: string, table: string, columns: string[]) => columns.every((c) => sources.get(view)?.get(c) === table);
    const baseKeys = [...tables.values()].flatMap((table) => table.foreignKeys.map((fk) => ({ table: table.name, fk })));
    for (const view of sources.keys()) {
      const viewInfo = tables.get(view) as TableInfo;
      for (const { table, fk } of baseKeys) {
        // The view shows the referencing columns: the view points where the table points.
        if (shows(view, table, fk.columns)) viewInfo.foreignKeys.push({ ...fk, viaView: true });
        // The view shows the referenced columns: tables pointing at the base table point at the view too.
        if (shows(view, fk.refTable, fk.refColumns)) tables.get(table)?.foreignKeys.push({ ...fk, refTable: view, viaView: true });
      }
    }
  }

  private async readFunctions(): Promise<Map<string, FunctionInfo[]>> {
    const result = await this.db.query<{
      name: string;
      returns_set: boolean;
      volatility: string;
      arg_names: string[];
      arg_modes: string[];
      arg_types: string[];
      ndefaults: number;
      return_type: string;
      return_columns: string[] | null;
      return_table: string | null;
    }>(
      `select p.proname::text as name, p.proretset as returns_set, p.provolatile::text as volatility,
              coalesce(p.proargnames::text[], '{}') as arg_names,
              coalesce(p.proargmodes::text[], '{}') as arg_modes,
              array(select format_type(t.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality t(oid, ord) order by t.ord) as arg_types,
              p.pronargdefaults::int as ndefaults,
              format_type(p.prorettype, null) as return_type,
              case when rt.typrelid <> 0 then array(select a.attname::text from pg_attribute a
                     where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) end as return_columns,
              case when rn.nspname = $1 and rc.relkind in ('r', 'v', 'm', 'p', 'f') then rc.relname::text end as return_table
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         left join pg_class rc on rc.oid = rt.typrelid
         left join pg_namespace rn on rn.oid = rc.relnamespace
        where n.nspname = $1 and p.prokind = 'f'
        order by p.oid`,
      [EXPOSED_SCHEMA],
    );
    const functions = new Map<string, FunctionInfo[]>();
    for (const row of result.rows) {
      const inputs: { name: string; type: string; hasDefault: boolean }[] = [];
      const outputs: string[] = [];
      row.arg_types.forEach((type, i) => {
        const mode = row.arg_modes[i] ?? 'i';
        const name = row.arg_names[i] ?? '';
        if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
        if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(name);
      });
      inputs.forEach((arg, i) => {
        arg.hasDefault = i >= inputs.length - row.ndefaults;
      });
      const info: FunctionInfo = {
        name: row.name,
        args: inputs,
        returnsSet: row.returns_set,
        volatile: row.volatility === 'v',
        columns: outputs.length > 0 ? outputs : row.return_columns,
        returnsTable: outputs.length > 0 ? null : row.return_table,
        returnsVoid: row.return_type === 'void',
      };
      functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
    }
    return functions;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
