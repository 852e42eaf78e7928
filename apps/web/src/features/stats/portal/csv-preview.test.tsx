import { CSV_MESSAGES } from '@league/shared/domain/stats-csv';
import type { Season } from '@league/shared/schemas/seasons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { fakeModalDialogs, startStaffSession } from '../../../test/portal-test-support.tsx';
import { seasonChoicesQueryOptions } from '../../seasons/api/season-choices-api.ts';
import { CsvPreview } from './csv-preview.tsx';
import { buildCsvPreview, unknownSeasonMessage } from './csv-upload.ts';
import { UploadCsvDialog } from './upload-csv-dialog.tsx';

const season = (id: number, seasonNumber: number, theme: string): Season => ({
  id,
  seasonNumber,
  theme,
  image: null,
  startDate: '2026-01-01',
  endDate: null,
});
const SEASONS = [season(105, 14, 'New Horizons'), season(109, 12, 'Golden Spike')];

const SHEET = [
  'SEASON: 12,Spikes,,,,,Blocks,Sets,Recieves,,Serves,,Errors,',
  'Sets: 3 - 1,Spiking Errors,Ape Kills,Ape Attempts,Kills,Attempts,Total,Assists,Spike,BFs,Aces,Misc. Errors,Set. Errors,Serve Errors',
  'Storm Crows,,,,,,,,,,,,,',
  'nightowl_77,2,3,6,11,24,1,0,7,2,1,0,0,1',
  'Tidal Wave,,,,,,,,,,,,,',
  'spikeking42,3,2,5,9,21,2,1,5,0,2,0,0,2',
].join('\n');

const BROKEN = [
  'SEASON: 12',
  'Sets: 2 - 2',
  'Storm Crows,,,,,,,,,,,,,',
  'nightowl_77,0,5,1,0,0,0,0,0,0,0,0,0,0',
].join('\n');

beforeAll(() => {
  fakeModalDialogs();
  startStaffSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CsvPreview', () => {
  it('shows the season, set score, teams and every player line', () => {
    const preview = buildCsvPreview(SHEET, 'create', SEASONS);
    render(<CsvPreview preview={preview} mode="create" seasonTheme="Golden Spike" />);
    expect(screen.getByText('Season 12 · Golden Spike')).toBeTruthy();
    expect(screen.getByText('3 - 1')).toBeTruthy();
    expect(screen.getAllByText('Storm Crows').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tidal Wave').length).toBeGreaterThan(0);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'nightowl_77',
      'Storm Crows',
      '2',
      '3',
      '6',
      '11',
      '24',
      '1',
      '0',
      '7',
      '2',
      '1',
      '0',
      '0',
      '1',
    ]);
    expect(screen.getByText(/No problems found: 2 player lines ready to upload/)).toBeTruthy();
  });

  it('lists every problem of a broken sheet', () => {
    const preview = buildCsvPreview(BROKEN, 'create', SEASONS);
    render(<CsvPreview preview={preview} mode="create" />);
    const alert = screen.getByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain(CSV_MESSAGES.tie);
    expect(items).toContain(CSV_MESSAGES.teams);
    expect(items.some((text) => text?.includes('ape kills (5) cannot exceed ape attempts (1)'))).toBe(true);
    expect(within(alert).getByText(`${items.length} problems to fix before uploading:`)).toBeTruthy();
  });

  it('flags a season number the league does not have', () => {
    const preview = buildCsvPreview(SHEET.replace('SEASON: 12', 'SEASON: 30'), 'create', SEASONS);
    render(<CsvPreview preview={preview} mode="create" />);
    expect(screen.getByText('Season 30 (unknown)')).toBeTruthy();
    expect(screen.getByText(unknownSeasonMessage(30))).toBeTruthy();
  });
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(seasonChoicesQueryOptions().queryKey, SEASONS);
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <UploadCsvDialog open onClose={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function pickFile(text: string, name = 'sheet.csv') {
  const input = screen.getByLabelText('CSV file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;

describe('UploadCsvDialog', () => {
  let requests: { url: string; body: unknown }[];
  beforeEach(() => {
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        // Players are looked up by name: only nightowl_77 is in the league.
        if (url.startsWith('/api/players/medium')) {
          const known = url.includes('q=nightowl_77')
            ? [{ id: 1, name: 'nightowl_77', position: 'Setter' }]
            : [];
          return new Response(JSON.stringify(known), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-total-count': String(known.length) },
          });
        }
        // Today's playoff match of the two teams, in a bracket of 4 (2 first-round matches).
        if (url.startsWith('/api/matches?') && url.includes('from=')) {
          const tonight = [
            {
              matchNumber: 'P3',
              round: 'Round 2',
              team1Name: 'tidal wave',
              team2Name: 'Storm Crows',
              division: null,
              region: 'na',
            },
          ];
          return new Response(JSON.stringify(tonight), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-total-count': '1' },
          });
        }
        if (url.startsWith('/api/matches?') && url.includes('round=Round+1')) {
          return new Response('[]', {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-total-count': '2' },
          });
        }
        // Other reads (the seasons refetched after an upload) answer the seasons; writes are recorded.
        if (init?.method !== 'POST') return new Response(JSON.stringify(SEASONS), { status: 200 });
        requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify({ message: 'ok', gameId: 77, stats: [{}, {}] }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });

  it('refuses a file that is not a CSV', async () => {
    renderDialog();
    pickFile('a,b', 'sheet.xlsx');
    expect(await screen.findByText(CSV_MESSAGES.notCsv)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
  });

  it('keeps Upload disabled while the sheet has problems and sends nothing', async () => {
    renderDialog();
    pickFile(BROKEN);
    await screen.findByText(CSV_MESSAGES.tie);
    expect(uploadButton().disabled).toBe(true);
    fireEvent.submit(uploadButton().form as HTMLFormElement);
    expect(requests).toEqual([]);
  });

  it('asks for the stage, then sends the resolved season id', async () => {
    renderDialog();
    pickFile(SHEET);
    await screen.findByText('Season 12 · Golden Spike');
    expect(uploadButton().disabled).toBe(false);
    fireEvent.click(uploadButton());
    // The preview's list and the stage field both say it.
    await waitFor(() => expect(screen.getAllByText('Choose a match stage')).toHaveLength(2));
    expect(requests).toEqual([]);

    fireEvent.change(screen.getByLabelText('Match stage'), { target: { value: 'Grand Finals' } });
    fireEvent.click(uploadButton());
    await waitFor(() => expect(requests.map((r) => r.url)).toEqual(['/api/stats/batch-csv']));
    expect(requests[0]?.url).toBe('/api/stats/batch-csv');
    expect(requests[0]?.body).toMatchObject({
      gameData: { seasonId: 109, teamNames: ['Storm Crows', 'Tidal Wave'], stage: 'Grand Finals' },
    });
    expect(await screen.findByText('Successfully uploaded game and 2 stats records!')).toBeTruthy();
  });

  it('lists the missing stage and names unknown players before Upload (issue 34, item 13)', async () => {
    renderDialog();
    pickFile(SHEET);
    const unknown = await screen.findByRole('list', { name: 'Players not in the league' });
    expect(
      within(unknown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['spikeking42']);
    const problems = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((li) => li.textContent)).toEqual(['Choose a match stage']);
    expect(screen.queryByText(/No problems found/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Match stage'), { target: { value: 'Grand Finals' } });
    expect(await screen.findByText(/No problems found: 2 player lines ready to upload/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Players not in the league' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("suggests the stage from tonight's match of the two teams (issue 34, item 13)", async () => {
    renderDialog();
    pickFile(SHEET);
    const use = await screen.findByRole('button', { name: 'Use Winners Bracket; Finals' });
    expect(
      screen.getByText(/Tonight's match P3 \(Round 2\) between these teams is Winners Bracket; Finals/),
    ).toBeTruthy();
    fireEvent.click(use);
    await waitFor(() =>
      expect((screen.getByLabelText('Match stage') as HTMLSelectElement).value).toBe(
        'Winners Bracket; Finals',
      ),
    );
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('checks the game id in add mode', async () => {
    renderDialog();
    fireEvent.click(screen.getByLabelText(/Add to an existing game/));
    pickFile(SHEET);
    await screen.findByText(/No problems found/);
    fireEvent.change(screen.getByLabelText('Game ID'), { target: { value: '0' } });
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Please enter a valid Game ID (a positive number).')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
