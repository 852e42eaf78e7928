import { parseStatsCsv } from '@league/shared/domain/stats-csv';
import type { BatchCsvBody } from '@league/shared/schemas/stat-uploads';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, players, seasons, teamPlayers, teams } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { readRecords, settleRecordsRecalculation } from '../src/features/records/service.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();
const admin = t.as('admin');

const SHEET = `SEASON: 12,Spikes,,,,,Blocks,Sets,Recieves,,Serves,,Errors,
Sets: 3 - 1,Spiking Errors,Ape Kills,Ape Attempts,Kills,Attempts,Total,Assists,Spike,BFs,Aces,Misc. Errors,Set. Errors,Serve Errors
Storm Crows,,,,,,,,,,,,,
nightowl_77,2,3,6,11,24,1,0,7,2,1,0,0,1
quickset_jay,0,0,1,1,3,0,22,4,1,0,1,2,0
Tidal Wave,,,,,,,,,,,,,
spikeking42,3,2,5,9,21,2,1,5,0,2,0,0,2
libero_lu,0,0,0,0,0,0,2,14,3,0,0,0,1
`;

/** What the portal sends after parsing the sheet in the browser. */
function bodyFrom(text: string, seasonId = 212): BatchCsvBody {
  const parsed = parseStatsCsv(text, 'create');
  return {
    gameData: {
      teamNames: [parsed.teamNames[0] ?? '', parsed.teamNames[1] ?? ''],
      seasonId,
      team1Score: parsed.team1Score ?? 0,
      team2Score: parsed.team2Score ?? 0,
      stage: 'Winners Bracket; Semifinals',
    },
    statsData: parsed.players.map((p) => ({
      playerName: p.playerName,
      teamName: parsed.teamNames[p.teamIndex],
      ...p.stats,
    })),
  };
}

const counts = async () =>
  (
    await queryRows<{ games: number; stats: number }>(
      t.db,
      sql`select (select count(*) from games)::int as games, (select count(*) from stats)::int as stats`,
    )
  )[0];

beforeAll(async () => {
  await t.db.insert(seasons).values([
    { id: 212, seasonNumber: 12, theme: 'Twelve', startDate: '2026-01-01' },
    { id: 211, seasonNumber: 11, theme: 'Eleven', startDate: '2025-09-01' },
  ]);
  await t.db.insert(teams).values([
    { id: 1, name: 'Storm Crows', seasonId: 212 },
    { id: 2, name: 'Tidal Wave', seasonId: 212 },
    { id: 3, name: 'Storm Crows', seasonId: 211 },
    { id: 4, name: 'Other Side', seasonId: 211 },
  ]);
  await t.db.insert(players).values([
    { id: 1, name: 'nightowl_77', position: 'Spiker' },
    { id: 2, name: 'quickset_jay', position: 'Setter' },
    { id: 3, name: 'spikeking42', position: 'Spiker' },
    { id: 4, name: 'libero_lu', position: 'Libero' },
    { id: 5, name: 'drifter', position: 'Blocker' },
  ]);
  await t.db.insert(teamPlayers).values([
    { teamId: 1, playerId: 1 },
    { teamId: 1, playerId: 2 },
    { teamId: 2, playerId: 3 },
    { teamId: 2, playerId: 4 },
    { teamId: 3, playerId: 5 },
  ]);
});

describe('POST /api/stats/batch-csv', () => {
  it('creates the game and every stat line, named and staged, and updates records without being asked', async () => {
    const res = await admin.post('/api/stats/batch-csv', bodyFrom(SHEET));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully uploaded game and 4 stats records!');
    expect(body.stats).toHaveLength(4);
    const [game] = await t.db.select().from(games).where(sql`${games.id} = ${body.gameId}`);
    expect(game).toMatchObject({
      name: 'Storm Crows vs. Tidal Wave S12',
      seasonId: 212,
      team1Id: 1,
      team2Id: 2,
      team1Score: 3,
      team2Score: 1,
      stage: 'Winners Bracket; Semifinals',
      videoUrl: null,
    });
    await settleRecordsRecalculation(t.db);
    const kills = (await readRecords(t.db)).filter(
      (r) => r.type === 'game' && r.record === 'Most Spike Kills',
    );
    expect(kills[0]).toMatchObject({ value: 11, player: { name: 'nightowl_77' }, gameId: body.gameId });
  });

  it('reports every unknown or misplaced player at once and writes nothing', async () => {
    const before = await counts();
    const text = SHEET.replace('quickset_jay', 'ghost_one').replace('libero_lu', 'drifter');
    const res = await admin.post('/api/stats/batch-csv', bodyFrom(text));
    expect(res.statusCode).toBe(400);
    expect(res.json().missingPlayers).toEqual([
      { name: 'ghost_one', teamName: 'Storm Crows', reason: 'unknown' },
      { name: 'drifter', teamName: 'Tidal Wave', reason: 'not-on-team' },
    ]);
    expect(res.json().message).toBe('2 players are missing or not on their team: ghost_one, drifter');
    expect(await counts()).toEqual(before);
  });

  it('looks teams up within the given season only', async () => {
    const res = await admin.post('/api/stats/batch-csv', bodyFrom(SHEET, 211));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Team Tidal Wave is not in season 11');
  });

  it.each([
    ['Sets: 2 - 2', 'Set scores cannot be tied. One team must win the match.'],
    ['Sets: 0 - 0', 'Set scores cannot be 0 for both teams. At least one team must have a score above 0.'],
    ['Sets: 1 - 0', 'At least one team score must be 2 or above for a valid match result.'],
  ])('refuses %s with the documented message', async (score, message) => {
    const before = await counts();
    const res = await admin.post('/api/stats/batch-csv', bodyFrom(SHEET.replace('Sets: 3 - 1', score)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses negative set scores, duplicate lines and kills above attempts, listing each', async () => {
    const body = bodyFrom(SHEET);
    body.gameData.team2Score = -1;
    body.statsData.push({ ...body.statsData[0]!, spikeKills: 30 });
    const res = await admin.post('/api/stats/batch-csv', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Set scores cannot be negative. All scores must be 0 or positive.',
      'nightowl_77 appears more than once',
      'nightowl_77: spike kills (30) cannot exceed spike attempts (24)',
    ]);
  });

  it('validates the body shape: stage, season and the two teams', async () => {
    const res = await admin.post('/api/stats/batch-csv', {
      gameData: { teamNames: ['A'], seasonId: 0, stage: 'Round 9' },
      statsData: [],
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['gameData.teamNames', 'gameData.seasonId', 'gameData.stage', 'statsData']),
    );
  });

  it('refuses a set score beyond the integer range as bad input, not a database error', async () => {
    const before = await counts();
    const body = bodyFrom(SHEET);
    body.gameData.team1Score = 2_147_483_648;
    const res = await admin.post('/api/stats/batch-csv', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'gameData.team1Score', message: 'Set score is too large' }]);
    expect(await counts()).toEqual(before);
  });

  it('is for staff only', async () => {
    expect((await t.as('guest').post('/api/stats/batch-csv')).statusCode).toBe(401);
    expect((await t.as('user').post('/api/stats/batch-csv', bodyFrom(SHEET))).statusCode).toBe(403);
  });
});

describe('POST /api/stats/add-to-game', () => {
  let gameId: number;
  beforeAll(async () => {
    const [game] = await t.db
      .insert(games)
      .values({
        date: new Date('2026-02-01T20:00:00Z'),
        seasonId: 212,
        team1Id: 2,
        team2Id: 1,
        team1Score: 3,
        team2Score: 0,
      })
      .returning();
    gameId = game!.id;
  });
  const addBody = (text: string, id: number) => {
    const parsed = parseStatsCsv(text, 'add');
    return {
      gameId: id,
      statsData: parsed.players.map((p) => ({
        playerName: p.playerName,
        teamName: parsed.teamNames[p.teamIndex],
        ...p.stats,
      })),
    };
  };

  it('adds the lines to the game', async () => {
    const res = await admin.post('/api/stats/add-to-game', addBody(SHEET, gameId));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(`Successfully added 4 stats records to game ${gameId}!`);
  });

  it('answers 409 for a player who already has a line in that game, writing nothing', async () => {
    const before = await counts();
    const res = await admin.post('/api/stats/add-to-game', addBody(SHEET, gameId));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already has stats for nightowl_77');
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown game and 400 for a bad game id', async () => {
    expect((await admin.post('/api/stats/add-to-game', addBody(SHEET, 99999))).statusCode).toBe(404);
    const bad = await admin.post('/api/stats/add-to-game', { ...addBody(SHEET, 1), gameId: -3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Please enter a valid Game ID (a positive number).');
  });
});
