import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath, paths } from '@marquee/shared/routes';
import { Input, InputGroup, SearchIcon, VisuallyHidden, chakra } from '@marquee/shared/ui';

/** Header search (spec section 2): submit goes to /search?q={trimmed text}; empty is ignored. */
export function SearchForm() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(buildPath(paths.search, undefined, { q: query }));
  }

  return (
    <chakra.form role="search" onSubmit={submit} flex="1" maxW="lg">
      <InputGroup startElement={<SearchIcon />} width="full">
        <Input
          type="search"
          name="q"
          aria-label="Search movies"
          placeholder="Search movies..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          borderRadius="full"
          bg="bg.subtle"
        />
      </InputGroup>
      <VisuallyHidden asChild>
        <button type="submit">Search</button>
      </VisuallyHidden>
    </chakra.form>
  );
}
