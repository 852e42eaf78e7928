import type { MyPlayerClaim } from '@league/shared/schemas/player-claims';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  jsonAnswer,
  renderInPortal,
  sentBody,
  setUpPortalRequests,
} from '../../../test/portal-test-support.tsx';
import { PlayerPageSection } from './player-page-section.tsx';

const fetchMock = setUpPortalRequests();

function claimOf(status: 'pending' | 'confirmed'): MyPlayerClaim {
  return {
    claim: {
      id: 4,
      status,
      player: { id: 12, name: 'Kai' },
      bio: 'Setter since season 3',
      supportedTeam: null,
      requestedAt: '2026-11-20T18:00:00.000Z',
    },
    matchingPlayer: null,
    robloxUsername: 'Kai',
  };
}

/** Answers the section's reads: the member's claim and this season's teams; a save answers the claim. */
function answerReads(mine: MyPlayerClaim): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/player-claims/mine') && init?.method === 'PATCH') {
      return jsonAnswer(200, { ...mine.claim, ...JSON.parse(String(init.body)) });
    }
    if (url.startsWith('/api/player-claims/mine')) return jsonAnswer(200, mine);
    if (url.startsWith('/api/teams/skinny')) {
      return jsonAnswer(200, [
        { id: 7, name: 'Sky Spikers', season: { id: 14, seasonNumber: 14 } },
        { id: 8, name: 'Net Ninjas', season: { id: 14, seasonNumber: 14 } },
      ]);
    }
    return jsonAnswer(404, { error: 'Not Found', message: `no fake answer for ${url}` });
  });
}

function renderSection() {
  return renderInPortal(
    <MemoryRouter>
      <PlayerPageSection token="header.e30.signature" />
    </MemoryRouter>,
  );
}

describe("the profile's player page section", () => {
  it("draws a confirmed claim's bio and team form once its code has come, and saves it", async () => {
    answerReads(claimOf('confirmed'));
    renderSection();
    const bio = await screen.findByLabelText('Bio');
    expect((bio as HTMLTextAreaElement).value).toBe('Setter since season 3');
    await screen.findByRole('option', { name: 'Sky Spikers' });
    fireEvent.change(bio, { target: { value: 'Libero now' } });
    fireEvent.change(screen.getByLabelText('Team you support'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentBody(fetchMock, patch)).toEqual({ bio: 'Libero now', supportedTeamId: 7 });
  });

  it('shows no form for a claim still waiting for staff', async () => {
    answerReads(claimOf('pending'));
    renderSection();
    await screen.findByRole('button', { name: 'Withdraw claim' });
    expect(screen.getByText('Waiting for staff')).toBeTruthy();
    expect(screen.queryByLabelText('Bio')).toBeNull();
  });
});
