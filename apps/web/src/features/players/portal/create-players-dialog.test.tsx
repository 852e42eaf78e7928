import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  describedTexts,
  jsonAnswer,
  renderInPortal,
  setUpPortalRequests,
} from '../../../test/portal-test-support.tsx';
import { CreatePlayersDialog } from './create-players-dialog.tsx';

const SEASONS = [
  { id: 103, seasonNumber: 3, theme: 'Golden Hour', image: null, startDate: '2026-01-01', endDate: null },
];
const fetchMock = setUpPortalRequests();

/** Seasons for the selects; `create` answers the POST of the rows. */
function answerRequests(create: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/seasons')) return jsonAnswer(200, SEASONS);
    if (path === '/api/players/batch/by-team-name') return create();
    return jsonAnswer(404, { message: `No route ${path}` });
  });
}

function renderDialog() {
  const onClose = vi.fn();
  renderInPortal(<CreatePlayersDialog open onClose={onClose} />);
  return onClose;
}

const row = (n: number) => within(screen.getByRole('group', { name: `Player ${n}` }));
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Players' })));
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function fillRow(n: number, name: string, position: string, teams: string) {
  fireEvent.change(row(n).getByLabelText('Name', { exact: true }), { target: { value: name } });
  fireEvent.change(row(n).getByLabelText('Position'), { target: { value: position } });
  fireEvent.change(row(n).getByLabelText('Team names'), { target: { value: teams } });
}

describe('CreatePlayersDialog', () => {
  it('sends every row, names and team names lower-cased, and closes', async () => {
    answerRequests(() =>
      jsonAnswer(201, [
        { id: 1, name: 'spike king' },
        { id: 2, name: 'net ghost' },
      ]),
    );
    const onClose = renderDialog();
    fillRow(1, 'Spike KING', 'Spiker', ' Storm Crows , ');
    fireEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    fillRow(2, 'Net Ghost', 'Libero', 'Tidal Wave');
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual([
      { name: 'spike king', position: 'Spiker', teamNames: ['storm crows'] },
      { name: 'net ghost', position: 'Libero', teamNames: ['tidal wave'] },
    ]);
    await screen.findByText('2 players saved.');
  });

  it("marks an incomplete row's fields and says its rule once", async () => {
    answerRequests(() => jsonAnswer(500, {}));
    renderDialog();
    fillRow(1, 'spike king', 'Spiker', '');
    fireEvent.click(screen.getByRole('button', { name: 'Add Row' }));
    await send();
    expect(posts()).toHaveLength(0);
    expect(screen.getAllByText('Row 2: Name and Position are required.')).toHaveLength(1);
    for (const label of ['Name', 'Position']) {
      const field = row(2).getByLabelText(label, { exact: true });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedTexts(field)).toEqual(['Row 2: Name and Position are required.']);
    }
    expect(row(1).getByLabelText('Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  });

  it("marks the row's Team names field the server could not find", async () => {
    answerRequests(() =>
      jsonAnswer(400, {
        message: 'Unknown team names: x',
        code: 'BAD_REQUEST',
        errors: [{ path: '0.teamNames', message: 'Row 1: Team x not found' }],
      }),
    );
    const onClose = renderDialog();
    fillRow(1, 'spike king', 'Spiker', 'x');
    await send();
    await screen.findByText('Batch creation failed: Unknown team names: x');
    const teams = row(1).getByLabelText('Team names');
    expect(teams.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(teams)).toEqual(['Row 1: Team x not found']);
    expect(screen.getAllByText('Row 1: Team x not found')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
