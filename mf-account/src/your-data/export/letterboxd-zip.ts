/** The Letterboxd export as one download: a zip of its CSV files, by their paths inside the export. */
import { strToU8, zipSync } from 'fflate';

export function letterboxdZip(files: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  return new Uint8Array(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))));
}
