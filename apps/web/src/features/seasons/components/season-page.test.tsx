import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../test/portal-test-support.tsx';
import { SeasonPage } from './season-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SEASONS = [
  { id: 70, seasonNumber: 7, theme: 'Sunset Cup', startDate: '2025-06-01', endDate: null, image: null },
  { id: 14, seasonNumber: 3, theme: 'Dawn Cup', startDate: '2024-01-01', endDate: '2024-03-01', image: null },
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The season page at `path`, with the API answering every season read from `SEASONS` and 404 otherwise. */
function openAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('/api/seasons/skinny')) return jsonAnswer(200, SEASONS);
      // The season's own page read never answers here: the test is about the address.
      if (/\/api\/pages\/seasons\/70\b/.test(url)) return new Promise<Response>(() => {});
      return jsonAnswer(404, { message: 'Season not found' });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/seasons/:id" element={<SeasonPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a season addressed by its number (docs/product/seasons.md#a-season-by-its-number)', () => {
  it('moves to the season of that number when no season has that id, keeping the query', async () => {
    openAt('/seasons/7?x=1');
    await vi.waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/seasons/70?x=1'));
  });

  it('says the season is not found when no season has that id or number', async () => {
    openAt('/seasons/8');
    expect(await screen.findByText('Season not found')).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('/seasons/8');
  });
});
