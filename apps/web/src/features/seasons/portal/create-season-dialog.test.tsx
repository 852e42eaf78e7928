import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  describedTexts,
  jsonAnswer,
  renderInPortal,
  setUpPortalRequests,
} from '../../../test/portal-test-support.tsx';
import { CreateSeasonDialog } from './create-season-dialog.tsx';

const REQUIRED = 'Season number, theme, and start date are required.';
const fetchMock = setUpPortalRequests();

function renderDialog() {
  const onClose = vi.fn();
  renderInPortal(<CreateSeasonDialog open onClose={onClose} />);
  return onClose;
}

const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Season' })));
const field = (label: string) => screen.getByLabelText(label, { exact: true });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

describe('CreateSeasonDialog', () => {
  it('sends the checked season and closes with the success toast', async () => {
    const onClose = renderDialog();
    fetchMock.mockResolvedValueOnce(jsonAnswer(201, { id: 120, seasonNumber: 20, theme: 'Night Shift' }));
    fill({ 'Season number': '20', Theme: ' Night Shift ', 'Start date': '2031-03-01' });
    await create();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/seasons');
    expect(JSON.parse(String(init?.body))).toEqual({
      seasonNumber: 20,
      theme: 'Night Shift',
      image: null,
      startDate: '2031-03-01',
      endDate: null,
    });
    await screen.findByText('Season 20 created');
  });

  it('marks each missing field, and an end before the start on the end date', async () => {
    renderDialog();
    fill({ 'End date (optional)': '2031-01-01' });
    await create();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    for (const label of ['Season number', 'Theme', 'Start date']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(field('End date (optional)').getAttribute('aria-invalid')).toBeNull();

    fill({ 'Season number': '20', Theme: 'Night Shift', 'Start date': '2031-03-01' });
    await create();
    const end = field('End date (optional)');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(end)).toEqual([
      'Leave empty while the season is ongoing.',
      'End date cannot be before the start date',
    ]);
    expect(field('Theme').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('points the Season number field at the server’s message when the number is taken', async () => {
    const onClose = renderDialog();
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(409, {
        message: 'Season 2 already exists',
        code: 'CONFLICT',
        errors: [{ path: 'seasonNumber', message: 'Season 2 already exists' }],
      }),
    );
    fill({ 'Season number': '2', Theme: 'Night Shift', 'Start date': '2031-03-01' });
    await create();
    await screen.findByRole('alert');
    // Written once, in the banner; the field is marked and names it.
    expect(screen.getAllByText('Season 2 already exists')).toHaveLength(1);
    expect(field('Season number').getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(field('Season number'))).toEqual(['Season 2 already exists']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
