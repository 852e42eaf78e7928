import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog.tsx';
import { jsonAnswer, renderInPortal, setUpPortalRequests } from '../../../test/portal-test-support.tsx';
import { MatchesAdminPage } from './matches-admin-page.tsx';

const fetchMock = setUpPortalRequests();

/** A list answer: the items, and the whole list's total in X-Total-Count. */
const listAnswer = (total: number) =>
  new Response('[]', {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

const matchReads = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/matches?'));

function renderAt(address: string) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    // 23 matches started before today; 40 in all.
    if (path.startsWith('/api/matches?') && path.includes('to=')) return listAnswer(23);
    if (path.startsWith('/api/matches?')) return listAnswer(40);
    return jsonAnswer(200, []);
  });
  renderInPortal(
    <MemoryRouter initialEntries={[address]}>
      <ConfirmProvider>
        <MatchesAdminPage />
      </ConfirmProvider>
    </MemoryRouter>,
  );
}

describe('MatchesAdminPage (issue 34, item 13)', () => {
  it("opens at the page holding today's first match, not the season's first", async () => {
    renderAt('/portal/matches');
    await screen.findByText('Matches Management');
    // 23 before today: today's first match is the 24th, on page 3 (rows 21-30).
    await waitFor(() => expect(matchReads().some((url) => url.includes('offset=20'))).toBe(true));
    const before = matchReads().find((url) => url.includes('to='));
    expect(before).toMatch(/to=\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}%3A\d{2}\.999Z/);
  });

  it('keeps a page given in the address', async () => {
    renderAt('/portal/matches?page=1');
    await screen.findByText('Matches Management');
    await waitFor(() => expect(matchReads().some((url) => url.includes('offset=0'))).toBe(true));
    expect(matchReads().some((url) => url.includes('to='))).toBe(false);
    expect(matchReads().some((url) => url.includes('offset=20'))).toBe(false);
  });
});
