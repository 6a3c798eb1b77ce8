/**
 * What each file of an upload is, from its path and its header: one of the Letterboxd files
 * Marquee reads (each checked for the columns of its own kind), a Letterboxd file it has no use
 * for, another site's export, or an unknown CSV. Only the files Marquee reads can fail an import;
 * the others are listed and skipped.
 */
import type { FileKind } from './letterboxd-rows';

/** How a file of the upload was used, as the preview lists it. */
export interface UploadedFile {
  /** The file's name, or its path inside the zip. */
  name: string;
  /** `null` when the file was read; else why it was skipped. */
  skipped: string | null;
}

/** A journal file: the diary, watched films or one list. */
export type JournalKind = 'diary' | 'watched' | 'list';

export type FileRole =
  { read: FileKind; required: readonly string[]; filmUris: boolean } | { journal: JournalKind } | { skip: string } | { foreign: string };

/** The files of Letterboxd's export Marquee reads, by their path inside the export. */
const READ: Record<string, Extract<FileRole, { read: FileKind }>> = {
  'ratings.csv': { read: 'ratings', required: ['Name', 'Year', 'Rating'], filmUris: true },
  // Its Letterboxd URI is the review's, not the film's.
  'reviews.csv': { read: 'ratings', required: ['Name', 'Year', 'Review'], filmUris: false },
  'watchlist.csv': { read: 'watchlist', required: ['Name', 'Year'], filmUris: true },
};

const JOURNAL: Record<string, JournalKind> = { 'diary.csv': 'diary', 'watched.csv': 'watched' };

/** Files of Letterboxd's export that hold nothing Marquee keeps, with what they hold. */
const LETTERBOXD_SKIPPED: Record<string, string> = {
  'profile.csv': 'your Letterboxd profile',
  'comments.csv': 'your comments',
  'likes/films.csv': 'films you liked',
  'likes/reviews.csv': 'reviews you liked',
  'likes/lists.csv': 'lists you liked',
};

const FOLDERS: Record<string, string> = {
  'deleted/': 'entries you deleted on Letterboxd',
  'orphaned/': 'orphaned Letterboxd entries',
  'lists/': 'a Letterboxd list',
  'likes/': 'your likes',
};

/** Other sites' exports, known by their columns (lower case). */
const OTHER_SITES: readonly { site: string; columns: readonly string[] }[] = [
  { site: 'an IMDb export', columns: ['const', 'title type'] },
  { site: 'an IMDb export', columns: ['const', 'your rating'] },
  { site: 'a Goodreads export', columns: ['book id', 'title'] },
  { site: 'a Criticker export', columns: ['film name', 'score'] },
  { site: 'a Trakt export', columns: ['trakt id'] },
];
/** Netflix's viewing history has exactly these columns. */
const NETFLIX = new Set(['title', 'date']);

export const FILE_MESSAGES = {
  foreign: (name: string, site: string) => `“${name}” is ${site}, not a Letterboxd export. Marquee imports Letterboxd’s export.`,
  missingColumn: (name: string, column: string) => `“${name}” does not look like a Letterboxd export: it has no ${column} column.`,
  unknown: 'nothing Marquee knows from Letterboxd’s export',
} as const;

/**
 * The path of each entry relative to the export's root: a zip that holds one folder (an export
 * unzipped and zipped again) has its folder dropped. macOS's `__MACOSX/` copies are left out.
 */
export function exportPaths(entries: readonly string[]): Map<string, string> {
  const files = entries.filter((entry) => !entry.endsWith('/') && !entry.startsWith('__MACOSX/'));
  const first = files[0]?.split('/')[0];
  const folder = first !== undefined && files.every((entry) => entry.startsWith(`${first}/`)) ? `${first}/` : '';
  return new Map(files.map((entry) => [entry, entry.slice(folder.length)]));
}

function otherSite(header: readonly string[]): string | null {
  const columns = new Set(header.map((column) => column.trim().toLowerCase()));
  if (columns.size === NETFLIX.size && [...NETFLIX].every((column) => columns.has(column))) return 'Netflix viewing history';
  return OTHER_SITES.find(({ columns: needed }) => needed.every((column) => columns.has(column)))?.site ?? null;
}

/** The title column: Letterboxd's export says Name, its import format (and Marquee's export) Title. */
function hasTitle(columns: ReadonlySet<string>): boolean {
  return columns.has('name') || columns.has('title');
}

/**
 * What the file at `path` (relative to the export's root, or a file's own name) is. A file
 * outside the names Letterboxd uses is read by its columns, as a single file in Letterboxd's
 * import format is: ratings or reviews when it has a rating, a watchlist when its name says so.
 * Such a file chosen `alone` must be one; beside others it is skipped.
 */
export function fileRole(path: string, header: readonly string[], alone = false): FileRole {
  const site = otherSite(header);
  if (site) return { foreign: site };
  const lower = path.toLowerCase();
  const set = /^(deleted|orphaned)\//.exec(lower);
  if (set) return { skip: FOLDERS[`${set[1]}/`] as string };
  if (/^letterboxd list export/i.test(header[0]?.trim() ?? '')) return { journal: 'list' };
  const known = READ[lower];
  if (known) return known;
  const journal = JOURNAL[lower];
  if (journal) return { journal };
  const skipped = LETTERBOXD_SKIPPED[lower] ?? Object.entries(FOLDERS).find(([folder]) => lower.startsWith(folder))?.[1];
  if (skipped) return { skip: skipped };
  if (lower.includes('/')) return { skip: FILE_MESSAGES.unknown };
  const columns = new Set(header.map((column) => column.trim().toLowerCase()));
  if (!hasTitle(columns)) return alone ? { read: 'ratings', required: ['Name'], filmUris: false } : { skip: FILE_MESSAGES.unknown };
  if (/watchlist/.test(lower)) return { read: 'watchlist', required: ['Name'], filmUris: true };
  if (columns.has('rating') || columns.has('rating10') || columns.has('review'))
    return { read: 'ratings', required: ['Name'], filmUris: columns.has('letterboxduri') };
  return { skip: FILE_MESSAGES.unknown };
}

/** The first required column the header lacks (Name is met by Title, Rating by Rating10). */
export function missingColumn(header: readonly string[], required: readonly string[]): string | null {
  const columns = new Set(header.map((column) => column.trim().toLowerCase()));
  const present = (column: string) => {
    const name = column.toLowerCase();
    if (name === 'name') return hasTitle(columns);
    if (name === 'rating') return columns.has('rating') || columns.has('rating10');
    return columns.has(name);
  };
  return required.find((column) => !present(column)) ?? null;
}
