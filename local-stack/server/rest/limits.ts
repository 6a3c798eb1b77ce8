/**
 * The bounds every `/rest/v1` request is held to, so that no single request (a hostile one
 * included) can occupy the database for long: the embedded database has one connection, and a
 * request that holds it stalls every other service of the stack.
 */

/** Request bodies larger than this are refused before they are read whole. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How deep `select=a(b(c(...)))` may nest resources; the product needs two. */
export const MAX_EMBED_DEPTH = 4;

/** How deep `or=(and(or(...)))` may nest; enough for any real filter. */
export const MAX_LOGIC_DEPTH = 16;

/** Rows a read returns at most, as hosted PostgREST's `max_rows` (config.toml `[api] max_rows`). */
export const DEFAULT_MAX_ROWS = 1000;

/** Patterns (`like`, `ilike`, `match`, `imatch`, list entries included) one request may filter by. */
export const MAX_PATTERNS_PER_REQUEST = 20;

/** Characters one pattern may have. */
export const MAX_PATTERN_LENGTH = 200;

/**
 * The estimated automaton size (see pattern-budget.ts) all regular expressions of one request
 * may add up to: compiling that much takes PGlite some 10 to 50 ms; `(((a{1,30}){1,30}){1,30})` is 27,000.
 */
export const MAX_REGEX_SIZE = 500;
