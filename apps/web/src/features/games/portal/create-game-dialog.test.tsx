import type { Season } from '@league/shared/schemas/seasons';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  describedTexts,
  jsonAnswer,
  renderInPortal,
  setUpPortalRequests,
} from '../../../test/portal-test-support.tsx';
import { CreateGameDialog, TEAMS_DIFFER } from './create-game-dialog.tsx';

const SEASONS: Season[] = [
  { id: 103, seasonNumber: 3, theme: 'Golden Hour', image: null, startDate: '2026-01-01', endDate: null },
  { id: 104, seasonNumber: 4, theme: 'Night Shift', image: null, startDate: '2026-06-01', endDate: null },
];
const TEAMS = ['Storm Crows', 'Tidal Wave'].map((name, i) => ({ id: i + 1, name }));
const REQUIRED = 'Please fill in all required fields';
const fetchMock = setUpPortalRequests();

function renderDialog() {
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/teams/skinny') ? jsonAnswer(200, TEAMS) : jsonAnswer(404, {}),
  );
  const onClose = vi.fn();
  renderInPortal(<CreateGameDialog open onClose={onClose} seasons={SEASONS} />);
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Game' })));

async function chooseTeams(team1: string, team2: string) {
  fireEvent.change(field('Season'), { target: { value: '103' } });
  await screen.findAllByRole('option', { name: 'Tidal Wave' });
  fireEvent.change(field('Team 1'), { target: { value: team1 } });
  fireEvent.change(field('Team 2'), { target: { value: team2 } });
}

describe('CreateGameDialog', () => {
  it('says on Team 2 that the teams must differ, beside the fields still missing', async () => {
    renderDialog();
    await chooseTeams('Storm Crows', 'Storm Crows');
    await create();
    const team2 = field('Team 2');
    expect(team2.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(team2)).toEqual([TEAMS_DIFFER]);
    expect(field('Team 1').getAttribute('aria-invalid')).toBeNull();
    // Name, stage and date share the required-fields message: once, in the banner.
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    for (const label of ['Name', 'Stage', 'Date']) expect(describedTexts(field(label)).at(-1)).toBe(REQUIRED);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('clears both teams when the season changes', async () => {
    renderDialog();
    await chooseTeams('Storm Crows', 'Tidal Wave');
    expect(field('Team 2').value).toBe('Tidal Wave');
    fireEvent.change(field('Season'), { target: { value: '104' } });
    // Season 4's teams load (the same names here), and neither team is kept from season 3.
    await waitFor(() =>
      expect(within(field('Team 1')).queryByRole('option', { name: 'Tidal Wave' })).not.toBeNull(),
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/teams/skinny?seasonNumber=4&limit=500',
    );
    expect(field('Team 1').value).toBe('');
    expect(field('Team 2').value).toBe('');
  });
});
