/** The parsed form of a PostgREST request's query string; identifiers still unchecked. */
export interface SelectItem {
  /** A column name, `*` for all columns, or the target of an embed (table, foreign key or column). */
  column: string;
  alias?: string;
  cast?: string;
  /** `target(columns)`: rows of a related table, found through a foreign key. */
  embed?: EmbedSpec;
}

/** An embedded resource with its own filters, order and page (`posts.order=id.desc`). */
export interface EmbedSpec {
  select: SelectItem[];
  /** The foreign key (name or column) that disambiguates the relationship. */
  hint?: string;
  /** `!inner` drops parent rows without a matching related row; `!left` (default) keeps them. */
  join: 'left' | 'inner';
  /** `...target(columns)`: the related row's columns are lifted into the parent's. */
  spread?: boolean;
  filters: Filter[];
  order: OrderItem[];
  limit?: number;
  offset?: number;
}

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** Operators that take `(any)` / `(all)`: `like(any).{a*,b*}`. */
export const QUANTIFIABLE_OPS: ReadonlySet<FilterOp> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
/** Full-text operators, which take a text search configuration: `fts(english).word`. */
export const FTS_OPS: ReadonlySet<FilterOp> = new Set(['fts', 'plfts', 'phfts', 'wfts']);

export interface Condition {
  kind: 'condition';
  column: string;
  op: FilterOp;
  negated: boolean;
  /** `in` and quantified operators carry a list; every other operator one value. */
  value: string | string[];
  quantifier?: 'any' | 'all';
  /** The text search configuration of an `fts` operator. */
  language?: string;
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
  /** `order=author(name)`: a column of a to-one embed named in `select`. */
  relation?: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}
