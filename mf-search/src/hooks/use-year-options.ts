/**
 * The year filter's choices. The data source says what "now" is (`/marquee/clock` on the
 * proxy): live TMDb data runs to the current year, the offline catalog has its own pinned date.
 */
import { useQuery } from '@tanstack/react-query';
import { dataClockQueryOptions, useTmdbClient } from '@marquee/shared/tmdb';
import { yearOptions } from '../lib/filter-options';

export function useYearOptions(): readonly number[] {
  const { data } = useQuery(dataClockQueryOptions(useTmdbClient()));
  return yearOptions(data?.source === 'tmdb' ? data.year : undefined);
}
