/** The parsed form of a PostgREST request's query string; identifiers still unchecked. */
export interface SelectItem {
  /** A column name, `*` for all columns, or the related table of an embed. */
  column: string;
  alias?: string;
  cast?: string;
  /** `table(columns)`: rows of a related table, found through a foreign key. */
  embed?: { select: SelectItem[]; hint?: string };
}

export const FILTER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Condition {
  kind: 'condition';
  column: string;
  op: FilterOp;
  negated: boolean;
  /** `in` carries a list; every other operator one value. */
  value: string | string[];
}

export interface Group {
  kind: 'group';
  combinator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | Group;

export interface OrderItem {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}
