/**
 * "Add a film": the product's movie suggestions (`@marquee/shared/suggestions`, as on the search
 * page) in a list editor. Choosing a movie adds it and empties the box; Enter without a chosen
 * movie does not submit the list's form.
 */
import { useState } from 'react';
import { Box, Field, Input, InputGroup, SearchIcon } from '@marquee/shared/ui';
import { MovieSuggestionsList, useMovieSuggestions } from '@marquee/shared/suggestions';
import type { ListFilm } from '../lib/list-editor';

export function AddFilmBox({ onAdd, disabled }: { onAdd(film: ListFilm): void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const suggestions = useMovieSuggestions(text, (movie) => {
    onAdd({ tmdbId: movie.id, title: movie.title, posterPath: movie.poster_path, releaseDate: movie.release_date || null });
    setText('');
  });
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Add a film</Field.Label>
      <Box position="relative" width="full">
        <InputGroup width="full" startElement={<SearchIcon />}>
          <Input
            {...suggestions.inputProps}
            onKeyDown={(event) => {
              suggestions.inputProps.onKeyDown(event);
              if (event.key === 'Enter' && !event.defaultPrevented) event.preventDefault();
            }}
            placeholder="Search by title..."
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              suggestions.open();
            }}
          />
        </InputGroup>
        {suggestions.listProps ? <MovieSuggestionsList {...suggestions.listProps} /> : null}
      </Box>
    </Field.Root>
  );
}
