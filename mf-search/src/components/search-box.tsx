/**
 * The search box: typing settles for 300 ms before it searches;
 * above 2 characters a dropdown suggests up to 6 movies. Up/Down move through them, Enter opens
 * the highlighted movie or else submits the text, Escape closes the list. It follows the ARIA
 * combobox pattern: focus stays in the input and `aria-activedescendant` names the option.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, CloseIcon, HStack, IconButton, Input, InputGroup, SearchIcon, chakra } from '@marquee/shared/ui';
import { moviePath } from '@marquee/shared/movies';
import type { Movie } from '@marquee/shared/tmdb';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { suggestionsEnabledFor, useSearchSuggestions } from '../hooks/use-search-suggestions';
import { SearchSuggestions, optionId } from './search-suggestions';

export interface SearchBoxProps {
  /** The search in force (the URL's `q`); when it changes from outside, the box shows it. */
  query: string;
  /** A new search: `submitted` for Enter or the Search button, otherwise settled typing. */
  onQueryChange: (query: string, options: { submitted: boolean }) => void;
}

export function SearchBox({ query, onQueryChange }: SearchBoxProps) {
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  // The highlight belongs to one list of suggestions: a new text starts with none.
  const [highlight, setHighlight] = useState({ text: '', index: -1 });
  const inputRef = useRef<HTMLInputElement>(null);
  const lastSent = useRef(query);
  const navigate = useNavigate();
  const listboxId = useId();

  const debounced = useDebouncedValue(text);
  const { suggestions, isSearching, isEmpty, isError } = useSearchSuggestions(debounced);
  const highlighted = highlight.text === debounced && highlight.index < suggestions.length ? highlight.index : -1;
  const expanded = open && suggestionsEnabledFor(text) && suggestionsEnabledFor(debounced);

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
    setOpen(false);
  }, [query]);

  // Settled typing searches too, so results follow the text without pressing Enter.
  useEffect(() => {
    const settled = debounced.trim();
    if (settled === lastSent.current) return;
    lastSent.current = settled;
    onQueryChangeRef.current(settled, { submitted: false });
  }, [debounced]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    send(text.trim(), true);
  }

  function select(movie: Movie) {
    setOpen(false);
    navigate(moviePath(movie.id));
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const count = suggestions.length;
    if (count === 0) return;
    const from = highlighted;
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setHighlight({ text: debounced, index: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const movie = expanded && highlighted >= 0 ? suggestions[highlighted] : undefined;
        if (movie) {
          event.preventDefault();
          select(movie);
        }
        // Otherwise the form submits the text.
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      default:
        break;
    }
  }

  function clear() {
    setText('');
    setOpen(false);
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
              role="combobox"
              aria-label="Search for a movie"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listboxId : undefined}
              aria-activedescendant={expanded && highlighted >= 0 ? optionId(listboxId, highlighted) : undefined}
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Search by title..."
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => setOpen(true)}
              borderRadius="xl"
              bg="bg.panel"
            />
          </InputGroup>
          {expanded ? (
            <SearchSuggestions
              listboxId={listboxId}
              query={debounced.trim()}
              suggestions={suggestions}
              highlighted={highlighted}
              isSearching={isSearching}
              isEmpty={isEmpty}
              isError={isError}
              onSelect={select}
              onHighlight={(index) => setHighlight({ text: debounced, index })}
            />
          ) : null}
        </Box>
        <Button type="submit" size="lg" colorPalette="orange" borderRadius="xl">
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
}
