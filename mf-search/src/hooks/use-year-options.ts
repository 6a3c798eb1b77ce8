/**
 * The year filter's choices. The data source says what "now" is (`/marquee/clock` on the
 * proxy): live TMDb data runs to the current year, the offline catalog has its own pinned date.
 */
import { useQuery } from '@tanstack/react-query';
import { useTmdbClient, type TmdbClient } from '@marquee/shared/tmdb';
import { yearOptions } from '../lib/filter-options';

export interface DataClock {
  today: string;
  year: number;
  source: 'tmdb' | 'offline-catalog';
}

export const dataClockQueryOptions = (client: TmdbClient) => ({
  queryKey: ['tmdb', 'clock'] as const,
  queryFn: () => client.get<DataClock>('/marquee/clock'),
  staleTime: 60 * 60 * 1000,
  retry: false,
});

export function useYearOptions(): readonly number[] {
  const { data } = useQuery(dataClockQueryOptions(useTmdbClient()));
  return yearOptions(data?.source === 'tmdb' ? data.year : undefined);
}
