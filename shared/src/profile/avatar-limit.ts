/**
 * The largest avatar, in bytes: the `avatars` bucket's `file_size_limit`, which the backend
 * enforces (its migration, and `[storage.buckets.avatars]` in supabase/config.toml for the
 * Supabase CLI). `supabase/tests/avatar-limit.test.ts` fails when they disagree with this value.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const UNITS = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
  ['KB', 1024],
] as const;

/**
 * A size as the product writes it, in the largest unit it reaches (binary, as the bucket counts):
 * `2 MB`, `512 KB`, `1.5 MB`; `compact` leaves out the space (`2MB`).
 */
export function formatFileSize(bytes: number, { compact = false }: { compact?: boolean } = {}): string {
  const space = compact ? '' : ' ';
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))}${space}${unit}`;
  }
  return `${bytes}${space}bytes`;
}
