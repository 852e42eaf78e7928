/**
 * A fake Challonge v1 API on loopback, serving JSON in the shape Challonge answers with: a double-
 * elimination bracket with losers rounds, a bye (a match still waiting for a player), incomplete
 * matches and completed ones with `scores_csv`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';

export const FAKE_CHALLONGE_KEY = 'fake-key-123';

interface FakeMatch {
  id: number;
  round: number;
  state: 'pending' | 'open' | 'complete';
  player1_id: number | null;
  player2_id: number | null;
  suggested_play_order: number;
  scores_csv: string;
}

const match = (m: FakeMatch) => ({
  match: { ...m, tournament_id: 77, identifier: 'A', winner_id: null, loser_id: null, underway_at: null },
});

export interface FakeTournament {
  participants: { id: number; name: string; group_player_ids?: number[] }[];
  matches: FakeMatch[];
}

export function bracketS14(): FakeTournament {
  return {
    participants: [
      { id: 1, name: 'Storm Crows' },
      { id: 2, name: 'Tidal Wave' },
      { id: 3, name: 'Midnight Aces' },
      { id: 4, name: 'Iron Nets', group_player_ids: [904] },
    ],
    matches: [
      {
        id: 501,
        round: 1,
        state: 'complete',
        player1_id: 1,
        player2_id: 2,
        suggested_play_order: 1,
        scores_csv: '25-20,20-25,15-9',
      },
      {
        id: 502,
        round: 1,
        state: 'open',
        player1_id: 3,
        player2_id: 904,
        suggested_play_order: 2,
        scores_csv: '',
      },
      {
        id: 503,
        round: 2,
        state: 'pending',
        player1_id: 1,
        player2_id: null,
        suggested_play_order: 3,
        scores_csv: '',
      },
      {
        id: 504,
        round: -1,
        state: 'pending',
        player1_id: 2,
        player2_id: null,
        suggested_play_order: 4,
        scores_csv: '',
      },
    ],
  };
}

export interface FakeChallonge {
  url: string;
  tournaments: Map<string, FakeTournament>;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeChallonge(): Promise<FakeChallonge> {
  const tournaments = new Map<string, FakeTournament>([['vl-s14', bracketS14()]]);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('api_key') !== FAKE_CHALLONGE_KEY) {
      res.statusCode = 401;
      res.end(JSON.stringify({ errors: ['Invalid API key'] }));
      return;
    }
    const m = /^\/v1\/tournaments\/([^/]+)\/(matches|participants)\.json$/.exec(url.pathname);
    const tournament = m ? tournaments.get(decodeURIComponent(m[1]!)) : undefined;
    if (!m || !tournament) {
      res.statusCode = 404;
      res.end(JSON.stringify({ errors: ['Requested tournament not found'] }));
      return;
    }
    res.end(
      JSON.stringify(
        m[2] === 'matches'
          ? tournament.matches.map(match)
          : tournament.participants.map((participant) => ({ participant })),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    tournaments,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The fake for one test file: started in the file's beforeAll (so call this before useLeagueApp), closed
 * after its tests. `env()` is what points the app at it: `useLeagueApp({ env: challonge.env })`.
 */
export function useFakeChallonge(): { fake(): FakeChallonge; env(): Record<string, string> } {
  let started: FakeChallonge | undefined;
  beforeAll(async () => {
    started = await startFakeChallonge();
    return () => started?.close();
  });
  const fake = () => {
    if (!started) throw new Error('useFakeChallonge: the fake starts in beforeAll');
    return started;
  };
  return {
    fake,
    env: () => ({
      CHALLONGE_API_URL: fake().url,
      CHALLONGE_API_KEY: FAKE_CHALLONGE_KEY,
      CHALLONGE_TIMEOUT_MS: '2000',
    }),
  };
}
