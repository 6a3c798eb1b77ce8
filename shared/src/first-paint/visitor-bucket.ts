/**
 * The visitor's canary bucket: a random whole number 0–99, drawn once and kept in localStorage, so
 * a visitor keeps the version they were given from one page load to the next. Nothing personal:
 * no cookie, no id, nothing sent anywhere. Without storage (private mode, blocked), a bucket is
 * drawn for the page load.
 */
export const BUCKET_KEY = 'marquee.canary-bucket';

type BucketStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseBucket(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  return Number(text);
}

export function visitorBucket(storage: BucketStorage | undefined, random: () => number = Math.random): number {
  try {
    const kept = parseBucket(storage?.getItem(BUCKET_KEY) ?? null);
    if (kept !== null) return kept;
  } catch {
    // Storage refused: a bucket for this page load.
  }
  const drawn = Math.min(99, Math.floor(random() * 100));
  try {
    storage?.setItem(BUCKET_KEY, String(drawn));
  } catch {
    // Not kept: the next page load draws again.
  }
  return drawn;
}
