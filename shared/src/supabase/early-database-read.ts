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
export interface EarlyData<T = unknown> {
  data: T;
}

const urlOf = (read: DatabaseRead) => databaseReadUrl(getPublicConfig().supabaseUrl, read);

/** The answer as the page reads it; undefined when it is not what the page expects. */
function parsed<T>(body: () => unknown, parse: (data: unknown) => T): EarlyData<T> | undefined {
  try {
    return { data: parse(body()) };
  } catch {
    return undefined;
  }
}

/**
 * The data of the early read of `read` if it has arrived with a success, taken and read with
 * `parse`: for a query's initial data, so the first render shows it. Undefined otherwise (nothing
 * taken), or when `parse` refuses it (the query then asks through its client).
 */
export function arrivedDatabaseRead<T>(read: DatabaseRead, parse: (data: unknown) => T): EarlyData<T> | undefined {
  const url = urlOf(read);
  const answer = arrivedEarlyAnswer(url);
  if (!answer || answer.status !== 200) return undefined;
  const early = parsed(() => JSON.parse(answer.body) as unknown, parse);
  if (early) takeEarlyRead(url);
  return early;
}

/**
 * Takes the early read of `read`, if one was made: its data, read with `parse`, once it arrives
 * with a success; undefined when there was none, it failed or `parse` refuses it (the caller then
 * asks through its client).
 */
export async function takeDatabaseRead<T>(read: DatabaseRead, parse: (data: unknown) => T): Promise<EarlyData<T> | undefined> {
  const early = takeEarlyRead(urlOf(read));
  if (!early) return undefined;
  try {
    const response = await early;
    if (response.status !== 200) return undefined;
    const body: unknown = await response.json();
    return parsed(() => body, parse);
  } catch {
    return undefined;
  }
}
