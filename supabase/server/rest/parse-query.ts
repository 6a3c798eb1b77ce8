/**
 * PostgREST's query-string grammar for the subset supabase-js emits: `select`, horizontal
 * filters (`col=op.value`, `not.` prefix, `or=(...)`/`and=(...)` trees), `order`, `limit`, `offset`.
 */
import { FILTER_OPS, type Condition, type Filter, type FilterOp, type OrderItem, type SelectItem } from './query-ast.ts';
import { MAX_EMBED_DEPTH, MAX_LOGIC_DEPTH } from './limits.ts';
import { parseError } from './rest-error.ts';

/** Query parameters that are not filters. */
export const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

const CASTS = new Set(['text', 'int', 'integer', 'int4', 'int8', 'bigint', 'smallint', 'numeric', 'float', 'float8', 'real', 'boolean', 'bool', 'date', 'timestamptz', 'timestamp', 'json', 'jsonb', 'uuid']);

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse logic tree (${text})"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseSelect(raw: string | null, depth = 0): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ column: '*' }];
  if (depth > MAX_EMBED_DEPTH) throw parseError(`Resource embedding is nested too deeply (at most ${MAX_EMBED_DEPTH} levels)`);
  return splitTopLevel(raw).map((part) => {
    const item = part.trim();
    if (item.includes('(')) {
      // `alias:table!hint(columns)`; `!inner` and other modifiers are not supported.
      const embed = /^(?:([A-Za-z0-9_]+):)?([A-Za-z0-9_]+)(?:!([A-Za-z0-9_]+))?\((.*)\)$/s.exec(item);
      if (!embed) throw parseError(`"failed to parse select parameter (${raw})"`);
      const [, alias, table, hint, inner] = embed;
      const selected: SelectItem = { column: table as string, embed: { select: parseSelect(inner as string, depth + 1) } };
      if (hint !== undefined && selected.embed) selected.embed.hint = hint;
      if (alias !== undefined) selected.alias = alias;
      return selected;
    }
    const match = /^(?:([^:]+):(?!:))?([^:]+)(?:::([A-Za-z0-9_]+))?$/.exec(item);
    if (!match) throw parseError(`"failed to parse select parameter (${raw})"`);
    const [, alias, column, cast] = match;
    if (cast !== undefined && !CASTS.has(cast.toLowerCase())) {
      throw parseError(`"failed to parse select parameter (${raw})"`, `unsupported cast ${cast}`);
    }
    const selected: SelectItem = { column: unquote(column as string) };
    if (alias !== undefined) selected.alias = alias;
    if (cast !== undefined) selected.cast = cast.toLowerCase();
    return selected;
  });
}

function isFilterOp(op: string): op is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(op);
}

/** `[not.]op.value` for `column`. */
export function parseCondition(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (!isFilterOp(op)) throw parseError(`"failed to parse filter (${expression})"`, `unknown operator ${op}`);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`"failed to parse filter (${expression})"`);
    const inner = value.slice(1, -1);
    const list = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'condition', column, op, negated, value: list };
  }
  return { kind: 'condition', column, op, negated, value: unquote(value) };
}

/** A logic tree `(a.eq.1,and(b.gt.2,c.is.null))` as given to `or=`/`and=`. */
export function parseLogicTree(combinator: 'and' | 'or', negated: boolean, raw: string, depth = 0): Filter {
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`Logic tree is nested too deeply (at most ${MAX_LOGIC_DEPTH} levels)`);
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"failed to parse logic tree (${raw})"`);
  const children = splitTopLevel(raw.slice(1, -1)).map((part): Filter => {
    const item = part.trim();
    const group = /^(not\.)?(and|or)(\(.*\))$/.exec(item);
    if (group) return parseLogicTree(group[2] as 'and' | 'or', group[1] !== undefined, group[3] as string, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${raw})"`);
    return parseCondition(item.slice(0, dot), item.slice(dot + 1));
  });
  return { kind: 'group', combinator, negated, children };
}

export function parseFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (key === 'or' || key === 'and') filters.push(parseLogicTree(key, false, value));
    else if (key === 'not.or' || key === 'not.and') filters.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
    else if (!RESERVED_PARAMS.has(key)) filters.push(parseCondition(key, value));
  }
  return filters;
}

export function parseOrder(raw: string | null): OrderItem[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const [column, ...modifiers] = part.trim().split('.');
    if (!column) throw parseError(`"failed to parse order (${raw})"`);
    const item: OrderItem = { column: unquote(column), direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') item.direction = modifier;
      else if (modifier === 'nullsfirst') item.nulls = 'first';
      else if (modifier === 'nullslast') item.nulls = 'last';
      else throw parseError(`"failed to parse order (${raw})"`, `unknown modifier ${modifier}`);
    }
    return item;
  });
}

export function parseNonNegativeInt(raw: string | null, name: string): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse ${name} (${raw})"`);
  return Number(raw);
}

/** `Range: 0-9` (items) → offset and limit. */
export function parseRangeHeader(raw: string | null): { offset: number; limit?: number } | undefined {
  if (!raw) return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(raw.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  return { offset: from, limit: Math.max(0, to - from + 1) };
}
