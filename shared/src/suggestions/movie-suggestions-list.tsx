/**
 * The suggestion dropdown of a movie search box (the search page's, a list's "Add a film"): a listbox of up to 6 movies (poster, title, year,
 * rating), or one status line ('Searching...', 'No movies found for "{query}"').
 */
import { Box, HStack, Spinner, Stack, Text, chakra } from '@marquee/shared/ui';
import { formatYear } from '@marquee/shared/format';
import { MovieImage, RatingBadge } from '@marquee/shared/movies';
import type { Movie } from '@marquee/shared/tmdb';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

export interface MovieSuggestionsListProps {
  listboxId: string;
  query: string;
  suggestions: readonly Movie[];
  highlighted: number;
  isSearching: boolean;
  isEmpty: boolean;
  isError: boolean;
  onSelect: (movie: Movie) => void;
  onHighlight: (index: number) => void;
}

export function MovieSuggestionsList({
  listboxId,
  query,
  suggestions,
  highlighted,
  isSearching,
  isEmpty,
  isError,
  onSelect,
  onHighlight,
}: MovieSuggestionsListProps) {
  const status = isSearching
    ? 'Searching...'
    : isEmpty
      ? `No movies found for "${query}"`
      : isError && suggestions.length === 0
        ? 'Suggestions are unavailable right now.'
        : null;
  return (
    <Box
      position="absolute"
      top="100%"
      insetX="0"
      mt="2"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      shadow="lg"
      overflow="hidden"
      data-testid="search-suggestions"
    >
      {status ? (
        <HStack role="status" px="4" py="3" gap="2" color="fg.muted" fontSize="sm">
          {isSearching ? <Spinner size="xs" /> : null}
          <Text>{status}</Text>
        </HStack>
      ) : null}
      <chakra.ul
        id={listboxId}
        role="listbox"
        aria-label="Movie suggestions"
        listStyleType="none"
        m="0"
        p={suggestions.length > 0 && !status ? '1' : '0'}
      >
        {status
          ? null
          : suggestions.map((movie, index) => {
              const active = index === highlighted;
              return (
                <chakra.li
                  key={movie.id}
                  id={optionId(listboxId, index)}
                  role="option"
                  aria-selected={active}
                  cursor="pointer"
                  borderRadius="md"
                  px="2"
                  py="1.5"
                  bg={active ? 'bg.emphasized' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  // Keeps focus in the input: a blur before the click would close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => onHighlight(index)}
                  onClick={() => onSelect(movie)}
                >
                  <HStack gap="3">
                    <Box width="9" flexShrink={0} borderRadius="sm" overflow="hidden">
                      <MovieImage kind="poster" path={movie.poster_path} size="w185" alt="" />
                    </Box>
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontWeight="medium" fontSize="sm" lineClamp={1}>
                        {movie.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatYear(movie.release_date)}
                      </Text>
                    </Stack>
                    <RatingBadge rating={movie.vote_average} size="sm" flexShrink={0} />
                  </HStack>
                </chakra.li>
              );
            })}
      </chakra.ul>
    </Box>
  );
}
