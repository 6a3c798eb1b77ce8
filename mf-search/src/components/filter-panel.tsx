/**
 * The search filters: genre, year, rating range and sort, with Clear All
 * Filters shown only while a filter is active. The same panel sits beside the results on wide
 * screens and inside the bottom sheet on small ones.
 */
import { Button, Heading, HStack, Stack, Text } from '@marquee/shared/ui';
import { SORT_OPTIONS, countActiveFilters, useGenres, type SearchFilters, type SortBy } from '@marquee/shared/tmdb';
import { useYearOptions } from '../hooks/use-year-options';
import { ActiveFiltersBadge } from './active-filters-badge';
import { RatingRangeField } from './rating-range-field';
import { SelectField } from './select-field';

export interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  onClear: () => void;
  /** Shown under the heading, e.g. that filters refine a title search client-side. */
  note?: string;
  /** The sheet has its own title; the side panel shows this one. */
  showHeading?: boolean;
}

const SORT_CHOICES = SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

const toSortBy = (value: string): SortBy => SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'relevance';
const toNumberOrNull = (value: string) => (value === '' ? null : Number(value));

const ANY_YEAR = { value: '', label: 'Any Year' };

export function FilterPanel({ filters, onChange, onClear, note, showHeading = true }: FilterPanelProps) {
  const { data: genres = [] } = useGenres();
  const years = useYearOptions();
  const yearChoices = [ANY_YEAR, ...years.map((year) => ({ value: String(year), label: String(year) }))];
  const activeCount = countActiveFilters(filters);
  const genreChoices = [{ value: '', label: 'All Genres' }, ...genres.map((genre) => ({ value: String(genre.id), label: genre.name }))];
  // A genre from a shared link shows even before (or without) the genre list.
  if (filters.genre !== null && !genres.some((genre) => genre.id === filters.genre)) {
    genreChoices.push({ value: String(filters.genre), label: `Genre ${filters.genre}` });
  }

  return (
    <Stack gap="5">
      {showHeading ? (
        <HStack justify="space-between" minH="8">
          <HStack gap="2">
            <Heading as="h2" size="md">
              Filters
            </Heading>
            <ActiveFiltersBadge count={activeCount} />
          </HStack>
        </HStack>
      ) : null}
      {note ? (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
      <SelectField
        label="Genre"
        value={filters.genre === null ? '' : String(filters.genre)}
        options={genreChoices}
        onChange={(value) => onChange({ genre: toNumberOrNull(value) })}
      />
      <SelectField
        label="Year"
        value={filters.year === null ? '' : String(filters.year)}
        options={yearChoices}
        onChange={(value) => onChange({ year: toNumberOrNull(value) })}
      />
      <RatingRangeField minRating={filters.minRating} maxRating={filters.maxRating} onChange={onChange} />
      <SelectField
        label="Sort By"
        value={filters.sortBy}
        options={SORT_CHOICES}
        onChange={(value) => onChange({ sortBy: toSortBy(value) })}
      />
      {activeCount > 0 ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          Clear All Filters
        </Button>
      ) : null}
    </Stack>
  );
}
