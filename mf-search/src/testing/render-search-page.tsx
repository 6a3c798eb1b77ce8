/** Test-only: a search screen inside the shared test providers, with the URL on show. */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TmdbClient } from '@marquee/shared/tmdb';
import { renderWithProviders } from '@marquee/shared/testing';

/** The current URL, so tests can read what the page mirrored into it; and a way to navigate. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" data-testid="go-back" onClick={() => navigate(-1)} />
      <button type="button" data-testid="header-search" onClick={() => navigate('/search?q=Alien')} />
    </>
  );
}

/** Mounts `element` at `/search`, starting from `path`; cards lead to a stand-in movie page. */
export function renderWithRoutes(element: ReactNode, { client, path = '/search' }: { client: TmdbClient; path?: string }) {
  return renderWithProviders(element, {
    path: '/search',
    entry: path,
    tmdb: client,
    routes: [{ path: '/movie/:id', element: <p>movie page</p> }],
    beside: <LocationProbe />,
  });
}

export function currentUrl(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}
