import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, players, seasons, stats, teamPlayers, teams } from '../src/db/schema.ts';
import {
  readRecords,
  recalculateRecords,
  scheduleRecordsRecalculation,
  settleRecordsRecalculation,
} from '../src/features/records/service.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();
const zero = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as StatNumbers;
const line = (gameId: number, playerId: number, values: Partial<StatNumbers>) => ({
  gameId,
  playerId,
  ...zero,
  ...values,
});

beforeAll(async () => {
  await t.db.insert(seasons).values([
    { id: 31, seasonNumber: 1, theme: 'One', startDate: '2025-01-01', endDate: '2025-03-01' },
    { id: 32, seasonNumber: 2, theme: 'Two', startDate: '2025-05-01', endDate: null },
  ]);
  await t.db.insert(teams).values([
    { id: 1, name: 'Storm Crows', seasonId: 31 },
    { id: 2, name: 'Tidal Wave', seasonId: 31 },
    { id: 3, name: 'Storm Crows', seasonId: 32 },
    { id: 4, name: 'Tidal Wave', seasonId: 32 },
  ]);
  await t.db.insert(players).values([
    { id: 1, name: 'ace', position: 'Spiker' },
    { id: 2, name: 'bea', position: 'Setter' },
    { id: 3, name: 'cal', position: 'Libero' },
  ]);
  await t.db.insert(teamPlayers).values([
    { teamId: 1, playerId: 1 },
    { teamId: 2, playerId: 2 },
    { teamId: 2, playerId: 3 },
    { teamId: 3, playerId: 1 },
    { teamId: 4, playerId: 2 },
  ]);
  const d = (s: string) => new Date(s);
  await t.db.insert(games).values([
    {
      id: 10,
      date: d('2025-01-10T20:00:00Z'),
      seasonId: 31,
      team1Id: 1,
      team2Id: 2,
      team1Score: 3,
      team2Score: 1,
    },
    {
      id: 11,
      date: d('2025-01-20T20:00:00Z'),
      seasonId: 31,
      team1Id: 2,
      team2Id: 1,
      team1Score: 3,
      team2Score: 2,
    },
    {
      id: 12,
      date: d('2025-05-10T20:00:00Z'),
      seasonId: 32,
      team1Id: 3,
      team2Id: 4,
      team1Score: 2,
      team2Score: 0,
    },
  ]);
  await t.db.insert(stats).values([
    // ace ties bea on 12 kills in different games: the earlier game ranks first.
    line(10, 1, { spikeKills: 12, spikeAttempts: 20, apeKills: 1, apeAttempts: 2, spikingErrors: 1 }),
    line(11, 2, { spikeKills: 12, spikeAttempts: 30, assists: 25, spikingErrors: 6 }),
    line(10, 2, { spikeKills: 3, spikeAttempts: 10, assists: 30, spikingErrors: 3 }),
    line(10, 3, { digs: 14, spikeAttempts: 5 }),
    line(11, 1, { spikeKills: 9, spikeAttempts: 9, aces: 2 }),
    line(12, 1, { spikeKills: 40, spikeAttempts: 50, spikingErrors: 4 }),
  ]);
  await recalculateRecords(t.db);
});

const list = async (type: 'game' | 'season', record: string) =>
  (await readRecords(t.db)).filter((r) => r.type === type && r.record === record);

describe('records calculation', () => {
  it('ranks counting records with ties to the earlier date, never ranking zero', async () => {
    const kills = await list('game', 'Most Spike Kills');
    expect(kills.map((r) => [r.rank, r.player?.name, r.value, r.gameId])).toEqual([
      [1, 'ace', 40, 12],
      [2, 'ace', 12, 10],
      [3, 'bea', 12, 11],
      [4, 'ace', 9, 11],
      [5, 'bea', 3, 10],
    ]);
    expect((await list('game', 'Most Digs')).map((r) => r.player?.name)).toEqual(['cal']);
    expect(await list('game', 'Most Blocks')).toEqual([]);
  });

  it('sums several fields for the total records', async () => {
    const total = await list('game', 'Most Total Kills');
    expect(total[1]).toMatchObject({ value: 13, gameId: 10, player: { name: 'ace' } });
  });

  it('applies the attempts threshold of percentage records, with two decimals', async () => {
    const ten = await list('game', 'Best Total Spiking % (10+ Attempts)');
    // ace 40/50 = 80 %, ace 13/22 = 59.09 %, bea 12/30 = 40 %, bea 3/10 = 30 %; 9/9 has too few attempts.
    expect(ten.map((r) => r.value)).toEqual([80, 59.09, 40, 30]);
    const sixty = await list('game', 'Best Total Spiking % (60+ Attempts)');
    expect(sixty).toEqual([]);
  });

  it('ranks attack efficiency at the spiking-% thresholds, errors subtracted, never at 0 or below', async () => {
    const ten = await list('game', 'Best Total Attack Efficiency % (10+ Attempts)');
    // ace (40 − 4) / 50 = 72 %, ace (13 − 1) / 22 = 54.55 %, bea (12 − 6) / 30 = 20 %;
    // bea (3 − 3) / 10 = 0 does not rank; 9/9 has too few attempts.
    expect(ten.map((r) => [r.player?.name, r.value, r.gameId])).toEqual([
      ['ace', 72, 12],
      ['ace', 54.55, 10],
      ['bea', 20, 11],
    ]);
    expect(await list('game', 'Best Total Attack Efficiency % (60+ Attempts)')).toEqual([]);
    // Season 1: ace (21 + 1 − 1) / 31 is under 60 attempts; season 2: ace 50 attempts, also under.
    expect(await list('season', 'Best Total Attack Efficiency % (60+ Attempts)')).toEqual([]);
  });

  it('builds season records from season totals with their season', async () => {
    const kills = await list('season', 'Most Spike Kills');
    expect(kills[0]).toMatchObject({ value: 40, gameId: null, season: { id: 32, seasonNumber: 2 } });
    expect(kills[1]).toMatchObject({
      value: 21,
      player: { name: 'ace' },
      season: { id: 31, seasonNumber: 1 },
    });
    const pct = await list('season', 'Best Total Spiking % (60+ Attempts)');
    expect(pct).toEqual([]);
  });

  it('gives identical tables when recalculated twice', async () => {
    const strip = (rows: Awaited<ReturnType<typeof readRecords>>) => rows.map(({ id: _id, ...rest }) => rest);
    const first = strip(await readRecords(t.db));
    await recalculateRecords(t.db);
    expect(strip(await readRecords(t.db))).toEqual(first);
    expect(first.length).toBeGreaterThan(10);
  });

  it('follows a stat change through the coalesced background recalculation', async () => {
    await t.db.update(stats).set({ blocks: 7 }).where(eq(stats.gameId, 12));
    scheduleRecordsRecalculation(t.db);
    scheduleRecordsRecalculation(t.db);
    await settleRecordsRecalculation(t.db);
    expect((await list('game', 'Most Blocks')).map((r) => r.value)).toEqual([7]);
  });
});

describe('records routes', () => {
  it('lists records in the fixed order, ignoring a cache-busting query', async () => {
    const res = await t.app.inject('/api/records?refresh=3');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { type: string; record: string; rank: number }[];
    expect(body[0]).toMatchObject({ type: 'game', record: 'Most Spike Kills', rank: 1 });
    expect(body.findIndex((r) => r.type === 'season')).toBeGreaterThan(0);
    expect(body.slice(body.findIndex((r) => r.type === 'season')).every((r) => r.type === 'season')).toBe(
      true,
    );
  });

  it('lets admins and superadmins force a recalculation, and nobody else', async () => {
    expect((await t.as('guest').post('/api/records/calculate')).statusCode).toBe(401);
    expect((await t.as('user').post('/api/records/calculate')).statusCode).toBe(403);
    for (const role of ['admin', 'superadmin'] as const) {
      // As the portal sends it: a JSON content type and no body.
      const res = await t.as(role).inject({
        method: 'POST',
        url: '/api/records/calculate',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Records recalculated successfully',
        recordsCreated: expect.any(Number),
      });
      expect(res.json().recordsCreated).toBeGreaterThan(10);
    }
  });
});
