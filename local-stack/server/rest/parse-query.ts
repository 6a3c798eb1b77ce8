/**
 * PostgREST's query-string grammar: `select` with embeds (`alias:target!hint!inner(...)`),
 * horizontal filters (`col=op.value`, `not.` prefix, `(any)`/`(all)` quantifiers, `fts(config)`,
 * `or=(...)`/`and=(...)` trees), `order`, `limit`, `offset`, each also on an embedded resource
 * through its path (`posts.order=id.desc`, `posts.comments.limit=2`).
 */
import {
  FILTER_OPS,
  FTS_OPS,
  QUANTIFIABLE_OPS,
  type Condition,
  type EmbedSpec,
  type Filter,
  type FilterOp,
  type OrderItem,
  type SelectItem,
} from './query-ast.ts';
import { MAX_EMBED_DEPTH, MAX_LOGIC_DEPTH } from './limits.ts';
import { checkPatterns } from './pattern-budget.ts';
import { RestError, parseError } from './rest-error.ts';

/** Query parameters that are not filters. */
export const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

const CASTS = new Set([
  'text',
  'int',
  'integer',
  'int4',
  'int8',
  'bigint',
  'smallint',
  'numeric',
  'float',
  'float8',
  'real',
  'boolean',
  'bool',
  'date',
  'timestamptz',
  'timestamp',
  'json',
  'jsonb',
  'uuid',
]);

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
    if (/^(?:[A-Za-z0-9_]+\.)?(?:count|sum|avg|max|min)\(\)/.test(item.replace(/^[A-Za-z0-9_]+:/, ''))) {
      throw new RestError(400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null });
    }
    if (item.includes('(')) {
      // `alias:target!hint!inner(columns)`: at most one hint and one join type, in either order.
      const embed = /^(?:([A-Za-z0-9_]+):|(\.\.\.))?([A-Za-z0-9_]+)((?:![A-Za-z0-9_]+)*)\((.*)\)$/s.exec(item);
      if (!embed) throw parseError(`"failed to parse select parameter (${raw})"`);
      const [, alias, spread, target, modifiers, inner] = embed;
      const spec: EmbedSpec = {
        select: (inner as string).trim() === '' ? [] : parseSelect(inner as string, depth + 1),
        join: 'left',
        filters: [],
        order: [],
      };
      if (spread) spec.spread = true;
      let joinGiven = false;
      for (const modifier of (modifiers as string).split('!').slice(1)) {
        if ((modifier === 'inner' || modifier === 'left') && !joinGiven) {
          spec.join = modifier;
          joinGiven = true;
        } else if (spec.hint === undefined && modifier !== 'inner' && modifier !== 'left') spec.hint = modifier;
        else throw parseError(`"failed to parse select parameter (${raw})"`);
      }
      const selected: SelectItem = { column: target as string, embed: spec };
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

/** `[not.]op[(any|all|config)].value` for `column`. */
export function parseCondition(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const head = /^([a-z]+)(?:\(([A-Za-z0-9_]+)\))?(?:\.|$)/.exec(rest);
  const op = head?.[1] ?? rest;
  if (!head || !isFilterOp(op)) throw parseError(`"failed to parse filter (${expression})"`, `unknown operator ${op}`);
  const modifier = head[2];
  const value = rest.slice((head[0] as string).length);
  if (op === 'in') {
    if (modifier !== undefined || !value.startsWith('(') || !value.endsWith(')'))
      throw parseError(`"failed to parse filter (${expression})"`);
    const inner = value.slice(1, -1);
    const list = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'condition', column, op, negated, value: list };
  }
  if (modifier !== undefined && FTS_OPS.has(op)) return { kind: 'condition', column, op, negated, value, language: modifier };
  if (modifier === 'any' || modifier === 'all') {
    if (!QUANTIFIABLE_OPS.has(op) || !value.startsWith('{') || !value.endsWith('}'))
      throw parseError(`"failed to parse filter (${expression})"`);
    const inner = value.slice(1, -1);
    const list = inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'condition', column, op, negated, value: list, quantifier: modifier };
  }
  if (modifier !== undefined) throw parseError(`"failed to parse filter (${expression})"`);
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

export function parseFilters(params: URLSearchParams, skip: ReadonlySet<string> = new Set()): Filter[] {
  return parseRequestParams(params, [], skip).filters;
}

/** `posts.comments.order` → path `posts.comments`, name `order`; `not.or` stays one name. */
function splitKey(key: string): { path: string[]; name: string } {
  const parts = key.split('.');
  const last = parts[parts.length - 1] as string;
  if (parts.length >= 2 && parts[parts.length - 2] === 'not' && (last === 'or' || last === 'and')) {
    return { path: parts.slice(0, -2), name: `not.${last}` };
  }
  return { path: parts.slice(0, -1), name: last };
}

function findEmbed(select: SelectItem[], path: string[]): EmbedSpec {
  let items = select;
  let spec: EmbedSpec | undefined;
  for (const segment of path) {
    const found = items.find((item) => item.embed && (item.alias ?? item.column) === segment);
    if (!found?.embed) {
      throw new RestError(400, {
        code: 'PGRST108',
        message: `'${segment}' is not an embedded resource in this request`,
        details: null,
        hint: `Verify that '${segment}' is included in the 'select' query parameter.`,
      });
    }
    spec = found.embed;
    items = found.embed.select;
  }
  return spec as EmbedSpec;
}

/**
 * The top-level filters of a request; filters, `order`, `limit` and `offset` addressed to an
 * embedded resource are attached to its spec in `select`. Keys in `skip` (RPC arguments) are left out.
 */
export function parseRequestParams(
  params: URLSearchParams,
  select: SelectItem[],
  skip: ReadonlySet<string> = new Set(),
): { filters: Filter[] } {
  const filters: Filter[] = [];
  // The embedded resources' filters, which count toward the pattern budget too.
  const embedded: Filter[] = [];
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    const { path, name } = splitKey(key);
    if (path.length === 0) {
      if (key === 'or' || key === 'and') filters.push(parseLogicTree(key, false, value));
      else if (key === 'not.or' || key === 'not.and') filters.push(parseLogicTree(key === 'not.or' ? 'or' : 'and', true, value));
      else if (!RESERVED_PARAMS.has(key)) filters.push(parseCondition(key, value));
      continue;
    }
    const spec = findEmbed(select, path);
    if (name === 'order') spec.order = parseOrder(value);
    else if (name === 'limit') spec.limit = parseNonNegativeInt(value, 'limit') as number;
    else if (name === 'offset') spec.offset = parseNonNegativeInt(value, 'offset') as number;
    else {
      const filter =
        name === 'or' || name === 'and'
          ? parseLogicTree(name, false, value)
          : name === 'not.or' || name === 'not.and'
            ? parseLogicTree(name === 'not.or' ? 'or' : 'and', true, value)
            : parseCondition(name, value);
      spec.filters.push(filter);
      embedded.push(filter);
    }
  }
  checkPatterns([...filters, ...embedded]);
  return { filters };
}

export function parseOrder(raw: string | null): OrderItem[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const [column, ...modifiers] = part.trim().split('.');
    if (!column) throw parseError(`"failed to parse order (${raw})"`);
    const related = /^([A-Za-z0-9_]+)\(([^()]+)\)$/.exec(column);
    const item: OrderItem = related
      ? { column: related[2] as string, relation: related[1] as string, direction: 'asc' }
      : { column: unquote(column), direction: 'asc' };
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
