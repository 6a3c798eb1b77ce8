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
