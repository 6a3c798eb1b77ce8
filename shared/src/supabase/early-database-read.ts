/**
 * A page's first read of the database when the early start has made it (its route's `reads`, as
 * the stored session's member or as a guest; see `@marquee/shared/first-paint`'s database-read.ts):
 * the page takes the answer instead of asking again, and has it in its first render when it has
 * already arrived. Each is taken once; a page without one (an expiring session, a later visit of
 * the page) asks through its client.
 */
import { getPublicConfig } from '@marquee/shared/config';
import { arrivedEarlyAnswer, databaseReadUrl, takeEarlyRead, type DatabaseRead } from '@marquee/shared/first-paint';

/** An early read's data, boxed: `null` is an answer of its own (the function found nothing). */
export interface EarlyData {
  data: unknown;
}

const urlOf = (read: DatabaseRead) => databaseReadUrl(getPublicConfig().supabaseUrl, read);

/**
 * The data of the early read of `read` if it has arrived with a success, taken: for a query's
 * initial data, so the first render shows it. Undefined otherwise (nothing taken).
 */
export function arrivedDatabaseRead(read: DatabaseRead): EarlyData | undefined {
  const url = urlOf(read);
  const answer = arrivedEarlyAnswer(url);
  if (!answer || answer.status !== 200) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(answer.body);
  } catch {
    return undefined;
  }
  takeEarlyRead(url);
  return { data };
}

/**
 * Takes the early read of `read`, if one was made: its data once it arrives with a success;
 * undefined when there was none, or it failed (the caller then asks through its client).
 */
export async function takeDatabaseRead(read: DatabaseRead): Promise<EarlyData | undefined> {
  const early = takeEarlyRead(urlOf(read));
  if (!early) return undefined;
  try {
    const response = await early;
    return response.status === 200 ? { data: (await response.json()) as unknown } : undefined;
  } catch {
    return undefined;
  }
}
