import type { TonightPostPreview } from '@league/shared/schemas/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/admin/confirm-dialog.tsx';
import { jsonAnswer, renderInPortal, setUpPortalRequests } from '../../../test/portal-test-support.tsx';
import { PostTonightButton } from './post-tonight-button.tsx';

const fetchMock = setUpPortalRequests();

const PREVIEW: TonightPostPreview = {
  day: '2026-11-27',
  matches: [
    {
      id: 7,
      matchNumber: 'W1',
      team1Name: 'Storm Crows',
      team2Name: 'Tidal Wave',
      date: '2026-11-28T00:00:00.000Z',
    },
  ],
  webhooks: [
    { name: '#results', posted: false },
    { name: 'Match night', posted: true },
  ],
};

const renderButton = () =>
  renderInPortal(
    <ConfirmProvider>
      <PostTonightButton />
    </ConfirmProvider>,
  );

describe('PostTonightButton (issue 34, item 13)', () => {
  it('says which matches go to which webhooks before posting, and posts only on confirm', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, PREVIEW));
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(200, {
        message: "Tonight's 1 match will be posted to 1 webhook",
        matches: 1,
        deliveries: 1,
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: "Post tonight's matches" }));
    const matches = await screen.findByRole('list', { name: 'Matches to post' });
    expect(within(matches).getByRole('listitem').textContent).toMatch(/Storm Crows vs Tidal Wave \(W1\)$/);
    expect(screen.getByText('To 1 webhook:')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Webhooks' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#results', 'Match night (already posted)']);
    // Only the preview was read so far: nothing posted before the confirmation.
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText("Tonight's 1 match will be posted to 1 webhook")).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/matches/post-tonight');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('says there is nothing today without asking or posting', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { day: '2026-11-27', matches: [], webhooks: [] }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: "Post tonight's matches" }));
    expect(await screen.findByText('No scheduled matches today (2026-11-27)')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });
});
