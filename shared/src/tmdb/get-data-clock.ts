/**
 * `/marquee/clock`, the proxy's own path: its "today", and which data it serves. Live TMDb
 * (`source: 'tmdb'`) hands out TMDb's movie ids; the offline catalog (`'offline-catalog'`) its
 * own, which mean nothing to TMDb or to sites that match by TMDb id.
 */
import { tmdbClient } from './tmdb-client-context';

export interface DataClock {
  today: string;
  year: number;
  source: 'tmdb' | 'offline-catalog';
}

export const DATA_CLOCK_PATH = '/marquee/clock';

export function getDataClock(client = tmdbClient): Promise<DataClock> {
  return client.get<DataClock>(DATA_CLOCK_PATH);
}

export const dataClockQueryOptions = (client = tmdbClient) => ({
  queryKey: ['tmdb', 'clock'] as const,
  queryFn: () => getDataClock(client),
  staleTime: 60 * 60 * 1000,
  retry: false,
});

/** Whether the movie ids of this data source, and so those stored with reviews and lists, are TMDb's. */
export function servesTmdbIds(clock: DataClock): boolean {
  return clock.source === 'tmdb';
}
