import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { SearchForm } from './search-form';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderForm() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/trending']}>
        <SearchForm />
        <Routes>
          <Route path="*" element={<CurrentUrl />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByPlaceholderText('Search movies...');
}

describe('header search form', () => {
  it('navigates to /search?q= with the trimmed text', async () => {
    const input = renderForm();
    await userEvent.type(input, '  star wars {Enter}');
    expect(screen.getByTestId('url').textContent).toBe('/search?q=star%20wars');
  });

  it('ignores an empty or blank submission', async () => {
    const input = renderForm();
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('url').textContent).toBe('/trending');
  });
});
