/**
 * Timestamps arrive as Date objects from pg and PGlite, but as strings when a result has
 * crossed a worker or JSON boundary: accept both.
 */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toEpochSeconds(value: unknown): number | null {
  const iso = toIso(value);
  return iso === null ? null : Math.floor(Date.parse(iso) / 1000);
}
