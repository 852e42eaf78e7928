/**
 * The first page of a visit waits (briefly) for the reads the server preloaded, so it is drawn once;
 * later navigations never wait for data.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// page-data.ts remembers the address the visit started at: a fresh copy of it for every test.
async function load() {
  vi.resetModules();
  const { pageData, FIRST_PAGE_WAIT_MS } = await import('./page-data.ts');
  const { queryClient } = await import('./query-client.ts');
  return { pageData, FIRST_PAGE_WAIT_MS, queryClient };
}

const args = (url: string): LoaderFunctionArgs =>
  ({ params: { id: '5' }, request: new Request(url), context: undefined }) as unknown as LoaderFunctionArgs;

function slowQuery(key: string, ms: number) {
  return queryOptions({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve(`${key} data`), ms)),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pageData', () => {
  it('lets the first page of a visit wait for its reads, so it renders once with them', async () => {
    const { pageData, queryClient } = await load();
    const loader = pageData((params) => [slowQuery(`player ${params.id}`, 200)]);
    let done = false;
    const loading = loader(args(window.location.href)).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await loading;
    expect(queryClient.getQueryData(['player 5'])).toBe('player 5 data');
  });

  it('waits no longer than FIRST_PAGE_WAIT_MS for a slow read', async () => {
    const { pageData, FIRST_PAGE_WAIT_MS } = await load();
    const loader = pageData(() => [slowQuery('slow', 60_000)]);
    let done = false;
    const loading = loader(args(window.location.href)).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
  });

  it('starts the reads of later pages without holding up the navigation', async () => {
    const { pageData, queryClient } = await load();
    const first = pageData(() => []);
    await first(args(window.location.href));
    const loader = pageData(() => [slowQuery('later', 200)]);
    await loader(args(new URL('/players/5', window.location.href).href));
    expect(queryClient.getQueryState(['later'])?.fetchStatus).toBe('fetching');
    await vi.advanceTimersByTimeAsync(200);
    expect(queryClient.getQueryData(['later'])).toBe('later data');
  });

  it('does not wait when the visit began on another page', async () => {
    const { pageData, queryClient } = await load();
    const loader = pageData(() => [slowQuery('elsewhere', 200)]);
    await loader(args(new URL('/somewhere-else', window.location.href).href));
    expect(queryClient.getQueryState(['elsewhere'])?.fetchStatus).toBe('fetching');
  });
});
