// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Movie, TmdbClient } from '@marquee/shared/tmdb';
import { movieKeys } from '@marquee/shared/tmdb';
import { CardTestProviders, createCardTestQueryClient, TEST_GENRES, TEST_IMAGE_BASE } from './card-test-providers';
import { MovieFeaturedCard } from './movie-featured-card';
import { MovieGrid } from './movie-grid';
import { MovieGridCard } from './movie-grid-card';
import { MovieListCard } from './movie-list-card';
import { MovieGridCardSkeleton } from './movie-card-skeletons';

afterEach(cleanup);

const inception: Movie = {
  id: 27205,
  title: 'Inception',
  overview: 'A thief who steals corporate secrets through dream-sharing technology.',
  poster_path: '/poster-27205.svg',
  backdrop_path: '/backdrop-27205.svg',
  release_date: '2010-07-16',
  vote_average: 8.367,
  vote_count: 35000,
  genre_ids: [28, 878, 12],
};

const renderCard = (node: React.ReactNode) => render(<CardTestProviders>{node}</CardTestProviders>);

describe('MovieGridCard', () => {
  it('shows poster, title, rating to one decimal, year and two genres, linking to the movie', () => {
    renderCard(<MovieGridCard movie={inception} />);
    const card = screen.getByTestId('movie-card');
    expect(card.getAttribute('href')).toBe('/movie/27205');
    expect(within(card).getByText('Inception')).toBeTruthy();
    expect(within(card).getByText('8.4')).toBeTruthy();
    expect(within(card).getByText('2010')).toBeTruthy();
    expect(within(card).getByText('Action')).toBeTruthy();
    expect(within(card).getByText('Science Fiction')).toBeTruthy();
    expect(within(card).queryByText('Adventure')).toBeNull();
    const poster = within(card).getByRole('img', { name: 'Inception poster' });
    expect(poster.getAttribute('src')).toBe(`${TEST_IMAGE_BASE}w342/poster-27205.svg`);
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(within(card).queryByText('Coming Soon')).toBeNull();
  });

  it('shows TBA without a date, and Coming Soon for a future release', () => {
    renderCard(
      <>
        <MovieGridCard movie={{ ...inception, id: 1, release_date: '' }} />
        <MovieGridCard movie={{ ...inception, id: 2, release_date: '2999-05-01' }} />
      </>,
    );
    const [undated, future] = screen.getAllByTestId('movie-card');
    expect(within(undated!).getByText('TBA')).toBeTruthy();
    expect(within(undated!).queryByText('Coming Soon')).toBeNull();
    expect(within(future!).getByText('Coming Soon')).toBeTruthy();
  });

  it('measures "future" against the given today', () => {
    renderCard(<MovieGridCard movie={inception} today="2010-07-15" />);
    expect(screen.getByText('Coming Soon')).toBeTruthy();
  });

  it('is one styled element whose parts are plain elements: a listing draws twenty at once', () => {
    renderCard(<MovieGridCard movie={{ ...inception, release_date: '2999-05-01' }} />);
    const card = screen.getByTestId('movie-card');
    // Each Chakra component computes and inserts its styles (an emotion `css-` class) on every render.
    const styled = [card, ...card.querySelectorAll('*')].filter((element) =>
      [...element.classList].some((name) => name.startsWith('css-')),
    );
    expect(styled).toEqual([card]);
    expect(within(card).getByRole('heading', { level: 3, name: 'Inception' })).toBeTruthy();
    expect(within(card).getByLabelText('Rating 8.4 out of 10')).toBeTruthy();
  });

  it('draws genre names that arrive later in a background pass, not in the urgent one', async () => {
    const queryClient = createCardTestQueryClient();
    queryClient.removeQueries({ queryKey: movieKeys.genres() });
    // What each commit of the row shows: the update that brings the genre list must not redraw
    // the cards in its own (urgent, unsliced) commit; a background commit after it does.
    const badgesPerCommit: number[] = [];
    const countBadges = () => badgesPerCommit.push(document.querySelectorAll('[data-kind="genre"]').length);
    render(
      <CardTestProviders queryClient={queryClient}>
        <Profiler id="row" onRender={countBadges}>
          <MovieGridCard movie={inception} />
          <MovieGridCard movie={{ ...inception, id: 1, genre_ids: [18] }} />
        </Profiler>
      </CardTestProviders>,
    );
    expect(screen.queryByText('Action')).toBeNull();
    badgesPerCommit.length = 0;
    act(() => {
      queryClient.setQueryData(movieKeys.genres(), TEST_GENRES);
    });
    expect(await screen.findByText('Action')).toBeTruthy();
    expect(screen.getByText('Drama')).toBeTruthy();
    expect(badgesPerCommit[0]).toBe(0);
    expect(badgesPerCommit.at(-1)).toBe(3);
  });

  it('uses a placeholder when the movie has no poster', () => {
    renderCard(<MovieGridCard movie={{ ...inception, poster_path: null }} />);
    expect(screen.getByRole('img', { name: 'Inception poster' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('detail prefetch', () => {
  it('fetches the full details when a card is hovered, once while fresh', async () => {
    const get = vi.fn(async () => ({ ...inception, genres: [] }));
    render(
      <CardTestProviders client={{ get } as unknown as TmdbClient}>
        <MovieGridCard movie={inception} />
      </CardTestProviders>,
    );
    const card = screen.getByTestId('movie-card');
    await userEvent.hover(card);
    await userEvent.unhover(card);
    await userEvent.hover(card);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/movie/27205', { append_to_response: 'credits,videos,images,recommendations' });
  });
});

describe('MovieFeaturedCard', () => {
  it('shows backdrop, vote count and overview', () => {
    renderCard(<MovieFeaturedCard movie={inception} />);
    const card = screen.getByTestId('movie-featured-card');
    expect(card.getAttribute('href')).toBe('/movie/27205');
    expect(within(card).getByRole('img', { name: 'Inception backdrop' }).getAttribute('src')).toBe(
      `${TEST_IMAGE_BASE}w1280/backdrop-27205.svg`,
    );
    expect(within(card).getByText('35,000 votes')).toBeTruthy();
    expect(within(card).getByText(inception.overview)).toBeTruthy();
  });

  it('shows at most two genre badges', async () => {
    renderCard(<MovieFeaturedCard movie={inception} />);
    const card = screen.getByTestId('movie-featured-card');
    expect(await within(card).findByText('Science Fiction')).toBeTruthy();
    expect(within(card).queryByText('Adventure')).toBeNull();
  });
});

describe('MovieListCard', () => {
  it('shows title, long date, two genres and overview; no buttons unless asked', async () => {
    renderCard(<MovieListCard movie={inception} />);
    const card = screen.getByTestId('movie-list-card');
    expect(within(card).getByText('July 16, 2010')).toBeTruthy();
    // At most two genre badges on every card: the third genre is not shown.
    expect(await within(card).findByText('Science Fiction')).toBeTruthy();
    expect(within(card).getByText('Action')).toBeTruthy();
    expect(within(card).queryByText('Adventure')).toBeNull();
    expect(within(card).getByText(inception.overview)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Details' })).toBeNull();
  });

  it('offers Favorite, Watchlist and Details when given', async () => {
    const onToggleFavorite = vi.fn();
    const onToggleWatchlist = vi.fn();
    renderCard(
      <MovieListCard movie={inception} isFavorite onToggleFavorite={onToggleFavorite} onToggleWatchlist={onToggleWatchlist} showDetails />,
    );
    const favorite = screen.getByRole('button', { name: 'Favorite' });
    expect(favorite.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(favorite);
    await userEvent.click(screen.getByRole('button', { name: 'Watchlist' }));
    expect(onToggleFavorite).toHaveBeenCalledWith(27205);
    expect(onToggleWatchlist).toHaveBeenCalledWith(27205);
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/movie/27205');
  });
});

describe('MovieGrid and skeletons', () => {
  it('renders movies then skeleton cards', () => {
    renderCard(<MovieGrid movies={[inception]} skeletons={3} label="Test movies" />);
    expect(screen.getAllByTestId('movie-card')).toHaveLength(1);
    expect(screen.getAllByTestId('movie-card-skeleton')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Test movies' }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders a skeleton card alone', () => {
    renderCard(<MovieGridCardSkeleton />);
    expect(screen.getByTestId('movie-card-skeleton')).toBeTruthy();
  });
});
