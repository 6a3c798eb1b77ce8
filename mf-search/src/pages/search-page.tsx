/**
 * Search Movies (`/search`): the search box, the filters (a side panel on
 * wide screens, a bottom sheet on small ones), and the results as a grid or a list. The query
 * and filters live in the URL (`q`, `genre`, `year`, `min`, `max`, `sort`).
 */
import { useState } from 'react';
import { AfterFirstPaint } from '@marquee/shared/render';
import { Box, Flex, HStack, PageHeader, Stack, Text, useBreakpointValue } from '@marquee/shared/ui';
import { FilterPanel } from '../components/filter-panel';
import { FiltersSheet } from '../components/filters-sheet';
import { SearchBox } from '../components/search-box';
import { SearchResults, resultsSummary } from '../components/search-results';
import { ViewModeToggle, type ViewMode } from '../components/view-mode-toggle';
import { useSearchResults } from '../hooks/use-search-results';
import { useSearchUrlState } from '../hooks/use-search-url-state';

const REFINE_NOTE = 'With a title search, filters and sorting apply to the matches loaded so far.';

export default function SearchPage() {
  const { query, filters, setQuery, setFilters, clearFilters } = useSearchUrlState();
  const [viewMode, setViewMode] = useState<ViewMode>('grid');
  const results = useSearchResults(query, filters);
  // The side panel exists on wide screens only: a phone never loads or runs its sliders and selects.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  // The count and the view toggle only make sense above a list (or its skeletons).
  const hasResults = results.mode !== 'idle' && !results.isError && (results.isPending || results.movies.length > 0);
  const filterProps = {
    filters,
    onChange: setFilters,
    onClear: clearFilters,
    note: results.mode === 'refined-search' ? REFINE_NOTE : undefined,
  };

  return (
    <Box>
      <PageHeader title="Search Movies" subtitle="Find movies by title, or browse by genre, year and rating." />
      <Box mb={{ base: 5, md: 8 }} maxW="3xl">
        <SearchBox query={query} onQueryChange={(next, { submitted }) => setQuery(next, { push: submitted })} />
      </Box>
      <Flex gap="8" align="flex-start">
        <Box
          as="aside"
          aria-label="Search filters"
          hideBelow="lg"
          width="72"
          flexShrink={0}
          position="sticky"
          top="24"
          p="5"
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
        >
          {wide ? (
            <AfterFirstPaint>
              <FilterPanel {...filterProps} />
            </AfterFirstPaint>
          ) : null}
        </Box>
        <Stack flex="1" minW="0" gap="4">
          <HStack justify="space-between" gap="3" minH="8">
            <HStack gap="3" minW="0">
              <AfterFirstPaint>
                <FiltersSheet {...filterProps} />
              </AfterFirstPaint>
              <Text fontSize="sm" color="fg.muted" aria-live="polite" lineClamp={2}>
                {hasResults ? (results.isPending ? 'Loading movies...' : resultsSummary(results, query)) : ''}
              </Text>
            </HStack>
            {hasResults ? <ViewModeToggle value={viewMode} onChange={setViewMode} /> : null}
          </HStack>
          <SearchResults
            results={results}
            query={query}
            viewMode={viewMode}
            onClearFilters={clearFilters}
            onPickGenre={(genre) => setFilters({ genre })}
          />
        </Stack>
      </Flex>
    </Box>
  );
}
