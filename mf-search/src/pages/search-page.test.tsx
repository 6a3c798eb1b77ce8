// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlledIntersectionObserver } from '@marquee/shared/testing';
import { createFakeSearchTmdb } from '../testing/fake-search-tmdb';
import { currentUrl, renderWithRoutes } from '../testing/render-search-page';
import SearchPage from './search-page';

beforeEach(() => {
  ControlledIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSearch(path = '/search', options: Parameters<typeof createFakeSearchTmdb>[0] = {}) {
  const fake = createFakeSearchTmdb(options);
  renderWithRoutes(<SearchPage />, { client: fake.client, path });
  return fake;
}

/** The side panel (the bottom sheet holds a second copy for small screens). */
const sidePanel = () => within(screen.getByRole('complementary', { name: 'Search filters' }));
const results = () => screen.findByRole('list', { name: 'Search results' });

describe('SearchPage', () => {
  it('invites a search and asks TMDb for nothing until there is one', async () => {
    const { calls } = renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Movies' })).toBeTruthy();
    expect(screen.getByText('Find your next favorite movie')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Action' })).toBeTruthy();
    expect(calls('/search/movie')).toHaveLength(0);
    expect(calls('/discover/movie')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Grid view' })).toBeNull();
  });

  it('reads q on load: 20 skeletons, then results, and page 2 within 1000 px of the bottom', async () => {
    const { calls } = renderSearch('/search?q=Star');
    expect((screen.getByRole('combobox', { name: 'Search for a movie' }) as HTMLInputElement).value).toBe('Star');
    expect(screen.getAllByTestId('movie-card-skeleton')).toHaveLength(20);
    const list = await results();
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(20));
    expect(screen.getByText('45 movies found for "Star"')).toBeTruthy();

    await waitFor(() => expect(ControlledIntersectionObserver.instances).toHaveLength(1));
    expect(ControlledIntersectionObserver.instances[0]!.options?.rootMargin).toBe('0px 0px 1000px 0px');
    act(() => ControlledIntersectionObserver.intersectAll());
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(40));
    act(() => ControlledIntersectionObserver.intersectAll());
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(45));
    expect(calls('/search/movie').map((r) => r.params.page)).toEqual([1, 2, 3]);
    expect(await screen.findByText("You've reached the end of the results.")).toBeTruthy();
  });

  it('mirrors typed text into q after the debounce, and removes q when cleared', async () => {
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search for a movie' });
    fireEvent.change(input, { target: { value: 'Alien' } });
    expect(currentUrl()).toBe('/search');
    await waitFor(() => expect(currentUrl()).toBe('/search?q=Alien'));
    expect(await screen.findByText('2 movies found for "Alien"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl()).toBe('/search'));
    expect(screen.getByText('Find your next favorite movie')).toBeTruthy();
  });

  it('follows a search from the header and back/forward', async () => {
    renderSearch('/search?q=Star');
    await results();
    fireEvent.click(screen.getByTestId('header-search'));
    const input = screen.getByRole('combobox', { name: 'Search for a movie' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Alien'));
    expect(await screen.findByText('2 movies found for "Alien"')).toBeTruthy();
    fireEvent.click(screen.getByTestId('go-back'));
    await waitFor(() => expect(input.value).toBe('Star'));
    expect(await screen.findByText('45 movies found for "Star"')).toBeTruthy();
  });

  it('counts active filters in a badge, and Clear All Filters shows only while one is active', async () => {
    const { calls } = renderSearch();
    const panel = sidePanel();
    expect(panel.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
    expect(panel.queryByTestId('active-filters-badge')).toBeNull();

    await panel.findByRole('option', { name: 'Science Fiction' });
    fireEvent.change(panel.getByRole('combobox', { name: 'Genre' }), { target: { value: '878' } });
    expect(panel.getByTestId('active-filters-badge').getAttribute('aria-label')).toBe('1 active filter');
    fireEvent.change(panel.getByRole('combobox', { name: 'Sort By' }), { target: { value: 'title.asc' } });
    expect(panel.getByTestId('active-filters-badge').textContent).toBe('2');
    expect(currentUrl()).toBe('/search?genre=878&sort=title.asc');

    // Filters alone browse through discover, with TMDb's parameters.
    await results();
    await waitFor(() => expect(calls('/discover/movie').at(-1)?.params).toEqual({ page: 1, with_genres: 878, sort_by: 'title.asc' }));

    fireEvent.click(panel.getByRole('button', { name: 'Clear All Filters' }));
    expect(currentUrl()).toBe('/search');
    expect(panel.queryByTestId('active-filters-badge')).toBeNull();
    expect(panel.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
    expect(screen.getByText('Find your next favorite movie')).toBeTruthy();
  });

  it('Clear All Filters resets everything, the text query included', async () => {
    renderSearch('/search?q=star&genre=878');
    const panel = within(screen.getByRole('complementary', { name: 'Search filters' }));
    fireEvent.click(await panel.findByRole('button', { name: 'Clear All Filters' }));
    expect(currentUrl()).toBe('/search');
    expect((screen.getByRole('combobox', { name: 'Search for a movie' }) as HTMLInputElement).value).toBe('');
  });

  it('reads filters from a shared link', async () => {
    renderSearch('/search?genre=18&year=2001&min=5&max=9.5&sort=vote_average.desc');
    const panel = sidePanel();
    expect((panel.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('2001');
    expect((panel.getByRole('combobox', { name: 'Sort By' }) as HTMLSelectElement).value).toBe('vote_average.desc');
    expect(panel.getByTestId('rating-range-text').textContent).toBe('5.0 – 9.5');
    expect(panel.getByTestId('active-filters-badge').textContent).toBe('5');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(1));
    expect(within(list).getByText('Quiet Drama')).toBeTruthy();
  });

  it('with a query and filters, searches by the text and applies the filters to the results', async () => {
    const { calls } = renderSearch('/search?q=Alien&year=1986');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(1));
    expect(within(list).getByText('Aliens')).toBeTruthy();
    expect(calls('/discover/movie')).toHaveLength(0);
    expect(sidePanel().getByText(/filters and sorting apply to the matches loaded so far/)).toBeTruthy();
  });

  it('switches between grid and list', async () => {
    renderSearch('/search?q=Alien');
    const list = await results();
    await waitFor(() => expect(within(list).getAllByTestId('movie-card')).toHaveLength(2));
    const grid = screen.getByRole('button', { name: 'Grid view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('movie-list-card')).toHaveLength(2);
    expect(screen.queryAllByTestId('movie-card')).toHaveLength(0);
  });

  it("says 'No Results Found' for a query or filters with no match", async () => {
    renderSearch('/search?q=zzzz');
    expect(await screen.findByText('No Results Found')).toBeTruthy();
    expect(screen.getByText(/No movies found for "zzzz"/)).toBeTruthy();
  });

  it("says 'No movies match your current filters.' when filters match nothing", async () => {
    renderSearch('/search?genre=18&year=1950');
    expect(await screen.findByText('No movies match your current filters.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear All Filters' }).length).toBeGreaterThan(0);
  });

  it("says 'Search Error' when the search fails", async () => {
    renderSearch('/search?q=Star', { fail: ['/search/movie'] });
    expect(await screen.findByText('Search Error', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Unable to search movies at the moment. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
