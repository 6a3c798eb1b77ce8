/** The Letterboxd export as one download: a zip of its two CSV files. */
import { strToU8, zipSync } from 'fflate';

export const LETTERBOXD_ZIP_FILES = {
  reviews: 'marquee-ratings-and-reviews.csv',
  watchlist: 'marquee-watchlist.csv',
} as const;

export function letterboxdZip(files: { reviews: string; watchlist: string }): Uint8Array<ArrayBuffer> {
  const zipped = zipSync({
    [LETTERBOXD_ZIP_FILES.reviews]: strToU8(files.reviews),
    [LETTERBOXD_ZIP_FILES.watchlist]: strToU8(files.watchlist),
  });
  return new Uint8Array(zipped);
}
