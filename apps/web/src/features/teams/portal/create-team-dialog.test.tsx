import { DEFAULT_PLACEMENT } from '@league/shared/domain/league';
import type { Season } from '@league/shared/schemas/seasons';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  describedTexts,
  jsonAnswer,
  renderInPortal,
  setUpPortalRequests,
} from '../../../test/portal-test-support.tsx';
import { CreateTeamDialog } from './create-team-dialog.tsx';

const SEASONS: Season[] = [
  { id: 103, seasonNumber: 3, theme: 'Golden Hour', image: null, startDate: '2026-01-01', endDate: null },
];
const REQUIRED = 'Name and Season Number are required.';

const fetchMock = setUpPortalRequests();

function renderDialog() {
  const onClose = vi.fn();
  renderInPortal(<CreateTeamDialog open onClose={onClose} seasons={SEASONS} defaultSeason={null} />);
  return onClose;
}

const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Team' })));
const field = (label: string) => screen.getByLabelText(label, { exact: true });

function fillValid() {
  fireEvent.change(field('Name'), { target: { value: 'Storm Crows' } });
  fireEvent.change(field('Season Number'), { target: { value: '3' } });
}

describe('CreateTeamDialog', () => {
  it('sends the checked body and closes with the success toast', async () => {
    const onClose = renderDialog();
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(201, { id: 9, name: 'Storm Crows', season: { id: 103, seasonNumber: 3 } }),
    );
    expect((field('Placement') as HTMLSelectElement).value).toBe(DEFAULT_PLACEMENT);
    fillValid();
    await create();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/teams');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Storm Crows',
      seasonNumber: 3,
      placement: DEFAULT_PLACEMENT,
      logoUrl: null,
    });
    await screen.findByText('Team Storm Crows created in season 3.');
  });

  it('marks the missing fields and says the rule once; a bad logo URL is said under its field', async () => {
    renderDialog();
    fireEvent.change(field('Logo URL (optional)'), { target: { value: 'not a url' } });
    await create();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    for (const label of ['Name', 'Season Number']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedTexts(field(label))).toEqual([REQUIRED]);
    }
    const logo = field('Logo URL (optional)');
    expect(logo.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(logo)).toEqual(['Please enter a valid URL']);
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
  });

  it('puts a name the server says is taken on the Name field as well as in the banner', async () => {
    renderDialog();
    const taken = 'A team named storm crows already exists in season 3';
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(409, { message: taken, code: 'CONFLICT', errors: [{ path: 'name', message: taken }] }),
    );
    fillValid();
    await create();
    await screen.findByText(`Create failed: ${taken}`);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(field('Name'))).toEqual([taken]);
    expect(field('Season Number').getAttribute('aria-invalid')).toBeNull();
  });
});
