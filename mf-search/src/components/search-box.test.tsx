// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSearchTmdb } from '../testing/fake-search-tmdb';
import { renderWithRoutes } from '../testing/render-search-page';
import { SearchBox } from './search-box';

type Sent = Array<[string, { submitted: boolean }]>;

function Harness({ sent, initial = '' }: { sent: Sent; initial?: string }) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <SearchBox
        query={query}
        onQueryChange={(next, options) => {
          sent.push([next, options]);
          setQuery(next);
        }}
      />
      <button type="button" onClick={() => setQuery('Aliens')}>
        outside change
      </button>
    </>
  );
}

function setup(initial = '', hold?: Promise<void>) {
  const fake = createFakeSearchTmdb({ hold });
  const sent: Sent = [];
  renderWithRoutes(<Harness sent={sent} initial={initial} />, { client: fake.client });
  const input = screen.getByRole('combobox', { name: 'Search for a movie' }) as HTMLInputElement;
  return { ...fake, sent, input };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

/** Real time past the 300 ms debounce (only the debounce test fakes the clock). */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('waits 300 ms after the last key before searching', async () => {
    vi.useFakeTimers();
    const { input, sent, calls } = setup();
    type(input, 'Ali');
    act(() => vi.advanceTimersByTime(200));
    type(input, 'Alie');
    act(() => vi.advanceTimersByTime(299));
    expect(sent).toEqual([]);
    expect(calls('/search/movie')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([['Alie', { submitted: false }]]);
    vi.useRealTimers();
    await waitFor(() => expect(calls('/search/movie').map((r) => r.params.query)).toEqual(['Alie']));
  });

  it('suggests nothing for 2 characters, and up to 6 movies with title, year and rating above that', async () => {
    const { input, calls } = setup();
    type(input, 'St');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(calls('/search/movie')).toHaveLength(0);

    type(input, 'Sta');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[0]!.textContent).toContain('Star Voyage 1');
    expect(options[0]!.textContent).toContain('1980');
    expect(options[0]!.querySelector('[aria-label="Rating 5.0 out of 10"]')).not.toBeNull();
  });

  it("says 'Searching...' while waiting and 'No movies found for \"{query}\"' for nothing", async () => {
    let answer = () => {};
    const { input } = setup('', new Promise<void>((resolve) => (answer = resolve)));
    type(input, 'zzzz');
    await settle();
    expect(screen.getByTestId('search-suggestions').textContent).toBe('Searching...');
    answer();
    expect(await screen.findByText('No movies found for "zzzz"')).toBeTruthy();
  });

  it('moves through suggestions with Up/Down and opens the highlighted one with Enter', async () => {
    const { input } = setup();
    type(input, 'Alien');
    await settle();
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('movie page')).toBeTruthy();
    expect(document.querySelector('[data-testid="location"]')!.textContent).toBe('/movie/101');
  });

  it('Escape closes the list; Enter without a highlight submits the text', async () => {
    const { input, sent } = setup();
    type(input, 'Alien');
    await settle();
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, 'Aliens ');
    fireEvent.submit(input.closest('form')!);
    expect(sent.at(-1)).toEqual(['Aliens', { submitted: true }]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('the Search button submits at once, without waiting for the debounce', () => {
    const { input, sent } = setup();
    type(input, 'Drama');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(sent).toEqual([['Drama', { submitted: true }]]);
  });

  it('clicking a suggestion opens its movie', async () => {
    const { input } = setup();
    type(input, 'Quiet');
    await settle();
    fireEvent.click(await screen.findByRole('option', { name: /Quiet Drama/ }));
    expect(await screen.findByText('movie page')).toBeTruthy();
  });

  it('the clear button empties the box and the search', async () => {
    const { input, sent } = setup('Alien');
    expect(input.value).toBe('Alien');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(sent).toEqual([['', { submitted: true }]]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows a search changed from outside (header, back/forward)', () => {
    const { input } = setup('Alien');
    fireEvent.click(screen.getByRole('button', { name: 'outside change' }));
    expect(input.value).toBe('Aliens');
  });
});
