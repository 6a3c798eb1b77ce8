/**
 * What `match`/`imatch`/`like`/`ilike` filters may cost, checked before a request reaches the
 * database. Postgres compiles a regular expression by copying the automaton of every bounded
 * repetition `{m,n}` n times, so `(((a{1,30}){1,30}){1,30})` is 27,000 copies: tens of
 * milliseconds each, seconds for a list of them, and past Postgres' own limit a crash of the
 * embedded database's allocator. The stack estimates that size from the pattern's text and
 * refuses what is too large with the error Postgres gives for a regular expression that is too
 * complex (2201B), as PostgREST would pass it on.
 */
import type { Filter } from './query-ast.ts';
import { MAX_PATTERN_LENGTH, MAX_PATTERNS_PER_REQUEST, MAX_REGEX_SIZE } from './limits.ts';
import { RestError, parseError } from './rest-error.ts';

const PATTERN_OPS = new Set(['like', 'ilike', 'match', 'imatch']);

/** What `*`, `+` and `?` multiply their atom by: measured, a starred atom compiles some eight times slower. */
const LOOP_WEIGHT = 8;

/** The repetition count a quantifier starting at `text[at]` multiplies by, and its length. */
function quantifier(text: string, at: number): { factor: number; length: number } | null {
  const ch = text[at];
  let repeat: { factor: number; length: number };
  if (ch === '*' || ch === '+' || ch === '?') {
    // Loops of empty transitions are what the compiler's optimization passes work hardest on.
    repeat = { factor: LOOP_WEIGHT, length: 1 };
  } else if (ch === '{') {
    const bound = /^\{(\d*)(,(\d*))?\}/.exec(text.slice(at));
    if (!bound) return null;
    const low = Number(bound[1] || 0);
    const high = bound[2] === undefined ? low : bound[3] ? Number(bound[3]) : low + 1;
    repeat = { factor: Math.max(1, low, high), length: bound[0].length };
  } else return null;
  // A non-greedy marker changes nothing in size.
  if (text[at + repeat.length] === '?') repeat.length += 1;
  return repeat;
}

/** The length of a bracket expression `[...]` starting at `text[at]` (classes such as `[:alpha:]` included). */
function bracketLength(text: string, at: number): number {
  let i = at + 1;
  if (text[i] === '^') i += 1;
  if (text[i] === ']') i += 1;
  while (i < text.length && text[i] !== ']') {
    if (text[i] === '[' && /[:.=]/.test(text[i + 1] ?? '')) {
      const close = text.indexOf(`${text[i + 1]}]`, i + 2);
      i = close < 0 ? text.length : close + 2;
    } else i += 1;
  }
  return Math.min(text.length, i + 1) - at;
}

/**
 * An estimate of the states Postgres' regex compiler builds for `pattern`: atoms count one,
 * sequences and alternatives add up, a quantified atom counts its size times the repetition
 * bound; case-insensitive matching doubles every letter's arcs.
 */
export function regexSize(pattern: string, caseInsensitive: boolean): number {
  if (pattern.startsWith('***=')) return pattern.length;
  const text = pattern.replace(/^\*\*\*:/, '');
  // Each open group: the size of its finished alternatives and of its current sequence.
  const stack: { done: number; sequence: number }[] = [{ done: 0, sequence: 0 }];
  let insensitive = caseInsensitive;
  let i = 0;
  const options = /^\(\?([bceimnpqstwx]+)\)/.exec(text);
  if (options) {
    if ((options[1] as string).includes('i')) insensitive = true;
    i = options[0].length;
  }
  let last = 0;
  while (i < text.length) {
    const top = stack[stack.length - 1] as { done: number; sequence: number };
    const ch = text[i] as string;
    const repeat = last > 0 ? quantifier(text, i) : null;
    if (repeat) {
      top.sequence += last * (repeat.factor - 1);
      last *= repeat.factor;
      i += repeat.length;
      continue;
    }
    if (ch === '(') {
      stack.push({ done: 0, sequence: 0 });
      const lookahead = /^\(\?(?:[:=!]|<[=!])/.exec(text.slice(i));
      i += lookahead ? lookahead[0].length : 1;
      last = 0;
      continue;
    }
    if (ch === ')' && stack.length > 1) {
      const group = stack.pop() as { done: number; sequence: number };
      last = Math.max(1, group.done + group.sequence);
      (stack[stack.length - 1] as { done: number; sequence: number }).sequence += last;
      i += 1;
      continue;
    }
    if (ch === '|') {
      top.done += top.sequence;
      top.sequence = 0;
      last = 0;
      i += 1;
      continue;
    }
    if (ch === '^' || ch === '$') {
      last = 0;
      i += 1;
      continue;
    }
    last = 1;
    top.sequence += 1;
    i += ch === '[' ? bracketLength(text, i) : ch === '\\' ? 2 : 1;
  }
  let size = 0;
  for (const group of stack) size += group.done + group.sequence;
  return insensitive ? size * 2 : size;
}

function tooComplex(): RestError {
  return new RestError(400, {
    code: '2201B',
    message: 'invalid regular expression: regular expression is too complex',
    details: null,
  });
}

function* patternConditions(filters: readonly Filter[]): Generator<{ op: string; patterns: string[] }> {
  for (const filter of filters) {
    if (filter.kind === 'group') yield* patternConditions(filter.children);
    else if (PATTERN_OPS.has(filter.op)) {
      yield { op: filter.op, patterns: Array.isArray(filter.value) ? filter.value : [filter.value] };
    }
  }
}

/** Refuses a request whose patterns are too many, too long, or too costly to compile together. */
export function checkPatterns(filters: readonly Filter[]): void {
  let count = 0;
  let regexTotal = 0;
  for (const { op, patterns } of patternConditions(filters)) {
    count += patterns.length;
    if (count > MAX_PATTERNS_PER_REQUEST) {
      throw parseError(`Too many patterns: at most ${MAX_PATTERNS_PER_REQUEST} like, ilike, match and imatch patterns in one request`);
    }
    for (const pattern of patterns) {
      if (pattern.length > MAX_PATTERN_LENGTH) throw parseError(`A pattern is longer than ${MAX_PATTERN_LENGTH} characters`);
      if (op === 'match' || op === 'imatch') regexTotal += regexSize(pattern, op === 'imatch');
    }
    if (regexTotal > MAX_REGEX_SIZE) throw tooComplex();
  }
}
