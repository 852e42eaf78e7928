/**
 * A small client of the league API as a league's own tool would write it: types generated from the served
 * API document by openapi-typescript (into `./api.ts`, next to this file, by api-client.test.ts), calls made
 * with openapi-fetch. The test type-checks this file against the generated types and runs it against the
 * server, so the document and the server must agree on each shape used here.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export interface ClientRun {
  leaderboardTop: { name: string; totalKills: number } | undefined;
  leaderboardTotal: number;
  playerName: string;
  playerTeams: string[];
  role: string;
  uploadedLines: number;
  uploadMessage: string;
}

export async function runClient(
  fetch: typeof globalThis.fetch,
  input: { playerId: number; username: string; password: string; seasonId: number },
): Promise<ClientRun> {
  const api = createClient<paths>({ baseUrl: 'http://league.test', fetch });

  const board = await api.GET('/api/leaderboard', { params: { query: { season: 3, sort: 'totalKills' } } });
  if (!board.data) throw new Error(`leaderboard: ${JSON.stringify(board.error)}`);
  const first = board.data.rows[0];

  const player = await api.GET('/api/players/{id}', { params: { path: { id: input.playerId } } });
  if (!player.data) throw new Error(`player: ${JSON.stringify(player.error)}`);

  const login = await api.POST('/api/users/login', {
    body: { username: input.username, password: input.password },
  });
  if (!login.data) throw new Error(`login: ${login.error?.message}`);

  const upload = await api.POST('/api/stats/batch-csv', {
    headers: { authorization: `Bearer ${login.data.token}` },
    body: {
      gameData: {
        teamNames: ['Storm Crows', 'Tidal Wave'],
        seasonId: input.seasonId,
        team1Score: 3,
        team2Score: 1,
        stage: 'Winners Bracket; Finals',
      },
      statsData: [
        { ...zeros(), playerName: 'nightowl_77', teamName: 'Storm Crows', spikeKills: 12, spikeAttempts: 20 },
        { ...zeros(), playerName: 'libero_lu', teamName: 'Tidal Wave', digs: 15 },
      ],
    },
  });
  if (!upload.data) throw new Error(`upload: ${upload.error?.message}`);

  return {
    leaderboardTop: first ? { name: first.name, totalKills: first.stats.totalKills } : undefined,
    leaderboardTotal: board.data.total,
    playerName: player.data.name,
    playerTeams: player.data.teams.map((team) => team.name),
    role: login.data.user.role,
    uploadedLines: upload.data.stats.length,
    uploadMessage: upload.data.message,
  };
}

function zeros() {
  return {
    spikeKills: 0,
    spikeAttempts: 0,
    apeKills: 0,
    apeAttempts: 0,
    spikingErrors: 0,
    digs: 0,
    blocks: 0,
    assists: 0,
    aces: 0,
    settingErrors: 0,
    blockFollows: 0,
    servingErrors: 0,
    miscErrors: 0,
  };
}
