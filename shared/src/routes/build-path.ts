/**
 * Typed paths: the parameters of a pattern such as `/movie/:id` or `/write-review/:movieId?` are
 * read from its text by the type system, so `buildPath(paths.movie, { id: 42 })` type-checks and
 * `buildPath(paths.movie, {})` does not.
 */
type ParamValue = string | number;

type ParamFromSegment<Segment extends string> = Segment extends `:${infer Name}?`
  ? { [K in Name]?: ParamValue }
  : Segment extends `:${infer Name}`
    ? { [K in Name]: ParamValue }
    : unknown;

type ParamsFromSegments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? ParamFromSegment<Head> & ParamsFromSegments<Tail>
  : ParamFromSegment<Path>;

type Simplify<T> = { [K in keyof T]: T[K] };

/** The parameters a path pattern takes, e.g. `{ id: string | number }` for `/movie/:id`. */
export type PathParams<Pattern extends string> = Simplify<ParamsFromSegments<Pattern> & object>;

/** The same parameters as the router hands them to a page: strings. */
export type RouteParams<Pattern extends string> = { [K in keyof PathParams<Pattern>]: string };

type ParamsArgument<Pattern extends string> = keyof PathParams<Pattern> extends never
  ? [params?: undefined, search?: SearchParams]
  : [params: PathParams<Pattern>, search?: SearchParams];

export type SearchParams = Record<string, string | number | undefined | null>;

/** Fills a pattern's parameters (encoded) and appends the non-empty search parameters. */
export function buildPath<Pattern extends string>(pattern: Pattern, ...[params, search]: ParamsArgument<Pattern>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`buildPath: ${pattern} needs the parameter "${name}"`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  const path = segments.join('/') || '/';
  // encodeURIComponent rather than URLSearchParams: a space is %20, as the address bar shows it.
  const queryString = Object.entries(search ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}
