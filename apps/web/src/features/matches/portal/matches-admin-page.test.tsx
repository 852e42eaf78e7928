import type { Match } from '@league/shared/schemas/matches';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog.tsx';
import { aMatch } from '../../../test/match-fixture.ts';
import { jsonAnswer, renderInPortal, setUpPortalRequests } from '../../../test/portal-test-support.tsx';
import { MatchesAdminPage } from './matches-admin-page.tsx';

const fetchMock = setUpPortalRequests();

/** One row of the table, numbered. */
const row = (id: number): Match =>
  aMatch({
    id,
    matchNumber: `M${id}`,
    date: '2026-11-27T23:00:00.000Z',
    team1Name: 'Ember Titans',
    team2Name: 'Wicked Dragons',
  });

/** A list answer: `items`, and the whole list's total in X-Total-Count. */
const listAnswer = (total: number, items: Match[] = []) =>
  new Response(JSON.stringify(items), {
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
    if (path.startsWith('/api/matches?')) {
      const offset = Number(new URL(path, 'http://x').searchParams.get('offset') ?? 0);
      return listAnswer(
        40,
        Array.from({ length: 10 }, (_, i) => row(offset + i + 1)),
      );
    }
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

/** Room for a busy machine: the page reads page 1, then the count before today, then today's page. */
const WAIT = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

describe('MatchesAdminPage (issue 34, item 13)', () => {
  it(
    "opens at the page holding today's first match, not the season's first",
    async () => {
      renderAt('/portal/matches');
      await screen.findByText('Matches Management');
      // 23 before today: today's first match is the 24th, on page 3 (rows 21-30).
      await waitFor(() => expect(matchReads().some((url) => url.includes('offset=20'))).toBe(true), WAIT);
      const before = matchReads().find((url) => url.includes('to='));
      expect(before).toMatch(/to=\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}%3A\d{2}\.999Z/);
    },
    TEST_TIMEOUT,
  );

  it(
    "writes each match's time in the staff member's zone and names the zone",
    async () => {
      renderAt('/portal/matches');
      await screen.findByText('Showing 21-30 of 40 matches', undefined, WAIT);
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const expected = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date('2026-11-27T23:00:00.000Z'));
      expect(expected).toMatch(/^\d{1,2}:00\s[AP]M\s\S+$/);
      await waitFor(() => expect(screen.getAllByText(expected)).toHaveLength(10), WAIT);
    },
    TEST_TIMEOUT,
  );

  it(
    'stays at page 1 when staff move back to it (the address then names no page)',
    async () => {
      renderAt('/portal/matches');
      await screen.findByText('Showing 21-30 of 40 matches', undefined, WAIT);
      fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
      await screen.findByText('Showing 1-10 of 40 matches', undefined, WAIT);
      // Long enough for a jump back to today's page (its count is already read) to have happened, were there one.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByText('Showing 1-10 of 40 matches')).toBeTruthy();
      expect(matchReads().filter((url) => url.includes('to=')).length).toBe(1);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps a page given in the address',
    async () => {
      renderAt('/portal/matches?page=1');
      await screen.findByText('Matches Management');
      await waitFor(() => expect(matchReads().some((url) => url.includes('offset=0'))).toBe(true), WAIT);
      expect(matchReads().some((url) => url.includes('to='))).toBe(false);
      expect(matchReads().some((url) => url.includes('offset=20'))).toBe(false);
    },
    TEST_TIMEOUT,
  );
});
