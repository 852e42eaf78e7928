import type { Season } from '@league/shared/schemas/seasons';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderInPortal, setUpPortalRequests } from '../../../test/portal-test-support.tsx';
import { CreateVoteDialog } from './create-vote-dialog.tsx';

const SEASONS: Season[] = [
  { id: 103, seasonNumber: 3, theme: 'Golden Hour', image: null, startDate: '2026-01-01', endDate: null },
];
const fetchMock = setUpPortalRequests();

function renderDialog() {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith('/api/seasons/skinny')) return jsonAnswer(200, SEASONS);
    if (String(input) === '/api/votes' && init?.method === 'POST')
      return jsonAnswer(201, { id: 1, title: 'Play of week 9', closesAt: '2031-03-10T20:00:00.000Z' });
    return jsonAnswer(404, {});
  });
  const onClose = vi.fn();
  renderInPortal(<CreateVoteDialog open onClose={onClose} />);
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const open = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open vote' })));
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

async function fill(candidates: string) {
  await screen.findByRole('option', { name: 'Season 3' });
  fireEvent.change(field('Kind'), { target: { value: 'play-of-the-week' } });
  fireEvent.change(field('Season'), { target: { value: '103' } });
  fireEvent.change(field('Title'), { target: { value: 'Play of week 9' } });
  fireEvent.change(field('Closes at (UTC)'), { target: { value: '2031-03-10T20:00' } });
  fireEvent.change(field('Candidates, one a line'), { target: { value: candidates } });
}

describe('CreateVoteDialog', () => {
  it('sends each line as a candidate, a play with its clip link, and closes', async () => {
    const onClose = renderDialog();
    await fill('The dig | https://clips.example/dig\n\n  The ace|https://clips.example/ace  ');
    await open();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'play-of-the-week',
      title: 'Play of week 9',
      seasonId: 103,
      closesAt: '2031-03-10T20:00:00.000Z',
      candidates: [
        { name: 'The dig', clipUrl: 'https://clips.example/dig' },
        { name: 'The ace', clipUrl: 'https://clips.example/ace' },
      ],
    });
  });

  it('refuses a play without its clip link before anything is sent', async () => {
    renderDialog();
    await fill('The dig | https://clips.example/dig\nThe ace');
    await open();
    expect(posts()).toEqual([]);
    expect(await screen.findByText('A play of the week needs a clip link for each candidate')).toBeTruthy();
  });
});
