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
}

export interface TableInfo {
  name: string;
  columns: Set<string>;
  primaryKey: string[];
  /** Foreign keys from this table to other exposed tables (for embedding). */
  foreignKeys: ForeignKey[];
  /** Every exposed table, so an embed can find its target. */
  schema: ReadonlyMap<string, TableInfo>;
}

export class SchemaCache {
  private tables: Map<string, TableInfo> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<string, TableInfo>> | null = null;

  constructor(private readonly db: Db) {}

  /** The table, reloading the catalog once on a miss so tables created at runtime appear. */
  async table(name: string): Promise<TableInfo | null> {
    const tables = await this.load(false);
    const found = tables.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found ?? null;
    return (await this.load(true)).get(name) ?? null;
  }

  private load(force: boolean): Promise<Map<string, TableInfo>> {
    if (this.tables && !force) return Promise.resolve(this.tables);
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async read(): Promise<Map<string, TableInfo>> {
    const columns = await this.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name::text as table_name, c.column_name::text as column_name
         from information_schema.columns c
        where c.table_schema = $1
        order by c.table_name, c.ordinal_position`,
      [EXPOSED_SCHEMA],
    );
    const keys = await this.db.query<{ table_name: string; column_name: string }>(
      `select tc.table_name::text as table_name, kcu.column_name::text as column_name
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        where tc.table_schema = $1 and tc.constraint_type = 'PRIMARY KEY'
        order by tc.table_name, kcu.ordinal_position`,
      [EXPOSED_SCHEMA],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of columns.rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Set(), primaryKey: [], foreignKeys: [], schema: tables };
        tables.set(row.table_name, table);
      }
      table.columns.add(row.column_name);
    }
    for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);
    const foreignKeys = await this.db.query<{ name: string; table_name: string; ref_table: string; columns: string[]; ref_columns: string[] }>(
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
      tables.get(fk.table_name)?.foreignKeys.push({ name: fk.name, columns: fk.columns, refTable: fk.ref_table, refColumns: fk.ref_columns });
    }
    this.tables = tables;
    this.loadedAt = Date.now();
    return tables;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
