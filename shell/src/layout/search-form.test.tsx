import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { SearchForm } from './search-form';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

let navigateTo: (to: string) => void = () => {};

function Navigator() {
  navigateTo = useNavigate();
  return null;
}

function renderForm(start = '/trending') {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[start]}>
        <SearchForm />
        <Navigator />
        <Routes>
          <Route path="*" element={<CurrentUrl />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByPlaceholderText<HTMLInputElement>('Search movies...');
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

  it("shows the search page's query, and follows it as the page searches", () => {
    const input = renderForm('/search?q=alien');
    expect(input.value).toBe('alien');
    act(() => navigateTo('/search?q=star%20wars&genre=878'));
    expect(input.value).toBe('star wars');
    act(() => navigateTo('/search'));
    expect(input.value).toBe('');
    // Leaving the search page leaves the text as it was.
    act(() => navigateTo('/trending'));
    expect(input.value).toBe('');
  });
});
