/**
 * Up to 6 suggestions for the text typed: only above 2 characters.
 * They are the first page of the same infinite search query the results use, so the suggestions
 * and the results for one text cost a single request.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchMoviesInfiniteQueryOptions, useTmdbClient, type Movie } from '@marquee/shared/tmdb';

export const SUGGESTION_LIMIT = 6;
export const SUGGESTION_MIN_LENGTH = 3;

export function suggestionsEnabledFor(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_LENGTH;
}

export interface SuggestionResults {
  suggestions: Movie[];
  /** Nothing to show yet for this text (the first answer, or a new text's, is on its way). */
  isSearching: boolean;
  /** The answer for exactly this text is in, and it is empty. */
  isEmpty: boolean;
  isError: boolean;
}

export function useSuggestionResults(debouncedText: string): SuggestionResults {
  const client = useTmdbClient();
  const enabled = suggestionsEnabledFor(debouncedText);
  const { data, isPending, isPlaceholderData, isError, isFetching } = useInfiniteQuery({
    ...searchMoviesInfiniteQueryOptions(debouncedText, client),
    enabled,
    // The previous text's suggestions stay while the next ones load, so the list does not blink.
    placeholderData: keepPreviousData,
  });
  const suggestions = enabled ? (data?.pages[0]?.results.slice(0, SUGGESTION_LIMIT) ?? []) : [];
  const isSearching = enabled && (isPending || (isFetching && isPlaceholderData && suggestions.length === 0));
  return {
    suggestions,
    isSearching,
    isEmpty: enabled && !isSearching && !isPlaceholderData && !isError && suggestions.length === 0,
    isError: enabled && isError,
  };
}
