/**
 * The header, the side navigation and the footer are drawn on every page: each is one styled element whose
 * parts are plain elements styled by its selectors, not a Chakra component per link or line.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@marquee/shared/auth';
import { createFakeAuthStore } from '@marquee/shared/testing';
import { ThemeProvider } from '@marquee/shared/theme';
import { UiProvider } from '@marquee/shared/ui';
import { NavItemsContext } from '../routes/nav-items-context';
import type { NavItem } from '../routes/route-table';
import { Footer } from './footer';
import { Header } from './header';
import { SideNav } from './side-nav';

const ITEMS: NavItem[] = [
  { label: 'Discover', icon: 'home', order: 1, to: '/' },
  { label: 'Trending', icon: 'trending', order: 2, to: '/trending' },
  { label: 'Top Rated', icon: 'star', order: 3, to: '/top-rated' },
];

/** Each Chakra component computes and inserts its styles (an emotion `css-` class) on every render. */
const styledIn = (root: Element) =>
  [root, ...root.querySelectorAll('*')].filter((element) => [...element.classList].some((name) => name.startsWith('css-')));

function renderFrame(at: string) {
  render(
    <UiProvider>
      <ThemeProvider>
        <AuthProvider store={createFakeAuthStore().store}>
          <MemoryRouter initialEntries={[at]}>
            <NavItemsContext.Provider value={ITEMS}>
              <Header onOpenMenu={() => undefined} />
              <SideNav />
              <Footer />
            </NavItemsContext.Provider>
          </MemoryRouter>
        </AuthProvider>
      </ThemeProvider>
    </UiProvider>,
  );
}

describe('the frame around every page', () => {
  it('side navigation: its links, the current one marked, under one styled element (besides the icons)', () => {
    renderFrame('/trending');
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Discover', '/', null],
      ['Trending', '/trending', 'page'],
      ['Top Rated', '/top-rated', null],
    ]);
    expect(styledIn(nav).filter((element) => element.tagName.toLowerCase() !== 'svg')).toEqual([nav]);
  });

  it('header: its rows and groups are plain parts of one styled element; the controls are their own', () => {
    renderFrame('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Marquee home' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('searchbox', { name: 'Search movies' })).toBeTruthy();
    const layoutParts = [...header.querySelectorAll('[data-part]')];
    expect(layoutParts.map((part) => part.getAttribute('data-part'))).toEqual(['row', 'brand', 'search', 'actions']);
    for (const part of layoutParts) expect(styledIn(part)[0]).not.toBe(part);
    expect(styledIn(header)[0]).toBe(header);
  });

  it("footer: TMDb's attribution, one styled element", () => {
    renderFrame('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'TMDb' }).getAttribute('href')).toBe('https://www.themoviedb.org/');
    expect(within(footer).getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.')).toBeTruthy();
    expect(styledIn(footer)).toEqual([footer]);
  });
});
