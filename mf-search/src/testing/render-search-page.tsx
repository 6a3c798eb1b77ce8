/** Test-only: the search page inside the providers the shell gives it, with the URL on show. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { TmdbClientProvider, type TmdbClient } from '@marquee/shared/tmdb';
import { UiProvider } from '@marquee/shared/ui';

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

export function renderWithRoutes(element: ReactNode, { client, path = '/search' }: { client: TmdbClient; path?: string }) {
  // The TMDb hooks carry the spec's retry rule; no delay keeps an error from taking three back-offs.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const result = render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TmdbClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/search" element={element} />
              <Route path="/movie/:id" element={<p>movie page</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </TmdbClientProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...result, queryClient };
}

export function currentUrl(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** happy-dom has no layout, so the test decides when the sentinel comes into view. */
export class ControlledIntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    ControlledIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.targets = [];
    ControlledIntersectionObserver.instances = ControlledIntersectionObserver.instances.filter((o) => o !== this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  static intersectAll() {
    for (const observer of [...ControlledIntersectionObserver.instances]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
