import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParam } from './use-search-param.ts';

afterEach(cleanup);

/** A page that places itself at a page of its table, and a link away from it. */
function Matches() {
  const [page, setPage] = useSearchParam('page', '1');
  return (
    <>
      <p>Page {page}</p>
      <button type="button" onClick={() => setPage('7', { replace: true })}>
        Place
      </button>
      <Link to="/stats">Stats</Link>
    </>
  );
}

/** A router on /matches whose way to /stats waits for `release` (its data, say, still loading). */
function twoPages() {
  let release = () => {};
  const arrived = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/matches', element: <Matches /> },
      { path: '/stats', loader: () => arrived, element: <h1>Stats</h1> },
    ],
    { initialEntries: ['/matches'] },
  );
  render(<RouterProvider router={router} />);
  return { router, release };
}

describe('useSearchParam', () => {
  it('changes the address’s query on the page it is on', async () => {
    const { router } = twoPages();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place' })));
    expect(router.state.location.search).toBe('?page=7');
    expect(screen.getByText('Page 7')).toBeTruthy();
  });

  it('never pulls the visitor back to a page they are leaving', async () => {
    const { router, release } = twoPages();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Stats' })));
    expect(router.state.navigation.location?.pathname).toBe('/stats');
    // The page being left places its table while the next page's data is still on its way.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place' })));
    await act(async () => release());
    expect(router.state.location.pathname).toBe('/stats');
    expect(await screen.findByRole('heading', { name: 'Stats' })).toBeTruthy();
  });
});
