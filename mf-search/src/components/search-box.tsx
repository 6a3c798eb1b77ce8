/**
 * The search box: typing settles for 300 ms before it searches; the movie suggestions
 * (`@marquee/shared/suggestions`) open the chosen movie, and Enter without one submits the text.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, CloseIcon, HStack, IconButton, Input, InputGroup, SearchIcon, chakra } from '@marquee/shared/ui';
import { moviePath } from '@marquee/shared/movies';
import { MovieSuggestionsList, useMovieSuggestions } from '@marquee/shared/suggestions';

export interface SearchBoxProps {
  /** The search in force (the URL's `q`); when it changes from outside, the box shows it. */
  query: string;
  /** A new search: `submitted` for Enter or the Search button, otherwise settled typing. */
  onQueryChange: (query: string, options: { submitted: boolean }) => void;
}

export function SearchBox({ query, onQueryChange }: SearchBoxProps) {
  const [text, setText] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastSent = useRef(query);
  const navigate = useNavigate();
  const suggestions = useMovieSuggestions(text, (movie) => navigate(moviePath(movie.id)));
  const { debounced, close } = suggestions;

  // The latest callback, so settled typing searches without re-running on a new function.
  const onQueryChangeRef = useRef(onQueryChange);
  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });

  function send(next: string, submitted: boolean) {
    lastSent.current = next;
    onQueryChange(next, { submitted });
  }

  // The header's search, a shared link or back/forward changed the search: show its text.
  useEffect(() => {
    if (query === lastSent.current) return;
    lastSent.current = query;
    setText(query);
    close();
  }, [query, close]);

  // Settled typing searches too, so results follow the text without pressing Enter.
  useEffect(() => {
    const settled = debounced.trim();
    if (settled === lastSent.current) return;
    lastSent.current = settled;
    onQueryChangeRef.current(settled, { submitted: false });
  }, [debounced]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    send(text.trim(), true);
  }

  function clear() {
    setText('');
    close();
    send('', true);
    inputRef.current?.focus();
  }

  return (
    <chakra.form role="search" aria-label="Movie search" onSubmit={submit} width="full">
      <HStack gap="2" align="stretch">
        <Box position="relative" flex="1" minW="0">
          <InputGroup
            width="full"
            startElement={<SearchIcon />}
            endElementProps={{ pointerEvents: 'auto' }}
            endElement={
              text ? (
                <IconButton type="button" aria-label="Clear search" size="xs" variant="ghost" borderRadius="full" onClick={clear}>
                  <CloseIcon />
                </IconButton>
              ) : undefined
            }
          >
            <Input
              ref={inputRef}
              size="lg"
              {...suggestions.inputProps}
              aria-label="Search for a movie"
              enterKeyHint="search"
              placeholder="Search by title..."
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                suggestions.open();
              }}
              borderRadius="xl"
              bg="bg.panel"
            />
          </InputGroup>
          {suggestions.listProps ? <MovieSuggestionsList {...suggestions.listProps} /> : null}
        </Box>
        <Button type="submit" size="lg" colorPalette="orange" borderRadius="xl">
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
}
