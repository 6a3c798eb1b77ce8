/** What the results area says before a search, after a failed one, and when nothing matches. */
import { AlertIcon, Button, FilmIcon, HStack, SearchIcon, Stack, StatePanel, Text } from '@marquee/shared/ui';
import { useGenres } from '@marquee/shared/tmdb';

const GENRE_SHORTCUTS = 8;

/** Before any search: an invitation, with a few genres to browse straight away. */
export function EmptySearchState({ onPickGenre }: { onPickGenre: (genreId: number) => void }) {
  const { data: genres = [] } = useGenres();
  return (
    <StatePanel
      icon={<SearchIcon />}
      title="Find your next favorite movie"
      description="Search by title, or choose a genre, year, rating range or sort order to browse the whole catalog."
      action={
        genres.length > 0 ? (
          <Stack gap="2" align="center">
            <Text fontSize="sm" color="fg.muted">
              Or start with a genre:
            </Text>
            <HStack gap="2" flexWrap="wrap" justify="center" maxW="lg">
              {genres.slice(0, GENRE_SHORTCUTS).map((genre) => (
                <Button key={genre.id} size="xs" variant="subtle" borderRadius="full" onClick={() => onPickGenre(genre.id)}>
                  {genre.name}
                </Button>
              ))}
            </HStack>
          </Stack>
        ) : undefined
      }
    />
  );
}

export function SearchErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      icon={<AlertIcon />}
      title="Search Error"
      description="Unable to search movies at the moment. Please try again later."
      action={{ label: 'Try Again', onClick: onRetry }}
    />
  );
}

/** `query` empty: the filters (alone or refining a search) matched nothing. */
export function NoResultsState({ query, onClearFilters }: { query: string; onClearFilters?: () => void }) {
  return (
    <StatePanel
      icon={<FilmIcon />}
      title="No Results Found"
      description={
        query ? `No movies found for "${query}". Check the spelling or try another title.` : 'No movies match your current filters.'
      }
      action={onClearFilters ? { label: 'Clear All Filters', onClick: onClearFilters } : undefined}
    />
  );
}
