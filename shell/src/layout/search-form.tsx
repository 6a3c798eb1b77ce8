import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, paths } from '@marquee/shared/routes';
import { Input, InputGroup, SearchIcon, VisuallyHidden, chakra } from '@marquee/shared/ui';

/** Header search: submit goes to /search?q={trimmed text}; empty is ignored. */
export function SearchForm() {
  const navigate = useNavigate();
  // On the search page the header box shows the page's query (one query, shown in both), and
  // follows it as the visitor searches there, goes back or clears it.
  const { pathname, search } = useLocation();
  const pageQuery = pathname === paths.search ? (new URLSearchParams(search).get('q') ?? '') : null;
  const [text, setText] = useState(pageQuery ?? '');
  const [shownQuery, setShownQuery] = useState(pageQuery);
  if (pageQuery !== shownQuery) {
    setShownQuery(pageQuery);
    if (pageQuery !== null) setText(pageQuery);
  }

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
