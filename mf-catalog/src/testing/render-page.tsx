/** Test-only: a catalog page inside the providers the shell gives it, with a fake TMDb client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TmdbClientProvider, type TmdbClient } from '@marquee/shared/tmdb';
import { UiProvider } from '@marquee/shared/ui';

export function renderPage(page: ReactNode, { client, path = '/' }: { client: TmdbClient; path?: string }) {
  // The TMDb hooks carry the spec's retry rule themselves; retrying without delay keeps an
  // error state from taking three back-offs to appear.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const result = render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TmdbClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="/movie/:id" element={<p>movie page</p>} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </TmdbClientProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...result, queryClient };
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

  /** Tells every live observer its targets are in view. */
  static intersectAll() {
    for (const observer of [...ControlledIntersectionObserver.instances]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

