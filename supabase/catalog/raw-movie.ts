/**
 * One record of vega-datasets' `movies.json`, with the field names the data set uses.
 * The data has gaps everywhere, so every field but the title may be null.
 */
export interface RawMovie {
  Title: string;
  'US Gross': number | null;
  'Worldwide Gross': number | null;
  'Production Budget': number | null;
  'Release Date': string | null;
  'MPAA Rating': string | null;
  'Running Time min': number | null;
  Distributor: string | null;
  Source: string | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  'Rotten Tomatoes Rating': number | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

const NUMBER_FIELDS = [
  'US Gross',
  'Worldwide Gross',
  'Production Budget',
  'Running Time min',
  'Rotten Tomatoes Rating',
  'IMDB Rating',
  'IMDB Votes',
] as const;

const STRING_FIELDS = ['Release Date', 'MPAA Rating', 'Distributor', 'Source', 'Major Genre', 'Creative Type', 'Director'] as const;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Validates the JSON (from the package, or the trimmed copy a Deno deployment bundles).
 * Titles like `300` or `2012` arrive as numbers; a record without a title is dropped.
 */
export function parseRawMovies(data: unknown): RawMovie[] {
  if (!Array.isArray(data)) throw new Error('movies data must be an array');
  const movies: RawMovie[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const title = typeof record.Title === 'number' ? String(record.Title) : stringOrNull(record.Title);
    if (!title) continue;
    const movie = { Title: title } as RawMovie;
    for (const field of NUMBER_FIELDS) movie[field] = numberOrNull(record[field]);
    for (const field of STRING_FIELDS) movie[field] = stringOrNull(record[field]);
    movies.push(movie);
  }
  return movies;
}

/** The same records without the fields the catalog never reads, and without nulls. */
export function trimRawMovies(movies: readonly RawMovie[]): Record<string, string | number>[] {
  return movies.map((movie) => {
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(movie)) {
      if (value !== null) out[key] = value;
    }
    return out;
  });
}
