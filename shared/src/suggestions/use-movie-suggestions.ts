/**
 * A text box that suggests movies as the ARIA combobox pattern asks: typing settles for 300 ms;
 * above 2 characters a dropdown suggests up to 6 movies. Up/Down move through them, Enter chooses
 * the highlighted one, Escape closes the list; focus stays in the input and
 * `aria-activedescendant` names the option. The caller keeps the text and decides what Enter
 * without a highlighted movie does (the search page submits it).
 */
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@marquee/shared/query';
import type { Movie } from '@marquee/shared/tmdb';
import type { MovieSuggestionsListProps } from './movie-suggestions-list';
import { optionId } from './movie-suggestions-list';
import { suggestionsEnabledFor, useSuggestionResults } from './use-suggestion-results';

export interface MovieSuggestions {
  /** The text once typing has settled. */
  debounced: string;
  /** Shows the list again (the text changed). Stable, as is close. */
  open(): void;
  close(): void;
  /** Spread on the input. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
    onBlur(): void;
    onFocus(): void;
  };
  /** The dropdown's props while it is open, else null. */
  listProps: MovieSuggestionsListProps | null;
}

export function useMovieSuggestions(text: string, onSelect: (movie: Movie) => void): MovieSuggestions {
  const [open, setOpen] = useState(false);
  // The highlight belongs to one list of suggestions: a new text starts with none.
  const [highlight, setHighlight] = useState({ text: '', index: -1 });
  const listboxId = useId();
  const openList = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const debounced = useDebouncedValue(text);
  const { suggestions, isSearching, isEmpty, isError } = useSuggestionResults(debounced);
  const highlighted = highlight.text === debounced && highlight.index < suggestions.length ? highlight.index : -1;
  const expanded = open && suggestionsEnabledFor(text) && suggestionsEnabledFor(debounced);

  function select(movie: Movie) {
    setOpen(false);
    onSelect(movie);
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const count = suggestions.length;
    if (count === 0) return;
    const next = highlighted === -1 ? (step === 1 ? 0 : count - 1) : (highlighted + step + count) % count;
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

  return {
    debounced,
    open: openList,
    close,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listboxId : undefined,
      'aria-activedescendant': expanded && highlighted >= 0 ? optionId(listboxId, highlighted) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
      onFocus: () => setOpen(true),
    },
    listProps: expanded
      ? {
          listboxId,
          query: debounced.trim(),
          suggestions,
          highlighted,
          isSearching,
          isEmpty,
          isError,
          onSelect: select,
          onHighlight: (index) => setHighlight({ text: debounced, index }),
        }
      : null,
  };
}
