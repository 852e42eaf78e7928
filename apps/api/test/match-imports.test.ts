import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seasons, teams } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { useFakeChallonge } from './helpers/fake-challonge.ts';
import { type Client, useLeagueApp, withLeagueApp } from './helpers/league-app.ts';

const challonge = useFakeChallonge();
const t = useLeagueApp({
  env: challonge.env,
  setUp: async ({ db }) => {
    await db
      .insert(seasons)
      .values({ id: 414, seasonNumber: 14, theme: 'Fourteen', startDate: '2026-10-01' });
    await db
      .insert(teams)
      .values({ name: 'Storm Crows', seasonId: 414, logoUrl: 'https://img.example/crows.png' });
  },
});
const admin = t.as('admin');

const request = (overrides: Record<string, unknown> = {}) => ({
  challongeUrl: 'https://challonge.com/vl-s14',
  seasonId: 414,
  roundStartDate: '2026-11-20T18:00:00Z',
  roundEndDate: '2026-11-20T22:00:00Z',
  matchSpacingMinutes: 30,
  tags: 'Playoffs, Week 3',
  ...overrides,
});
const importBracket = (body: object, as: Client = admin) => as.post('/api/matches/import-challonge', body);
const matchCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from matches`))[0]?.n;

describe('POST /api/matches/import-challonge', () => {
  it('imports every match with rounds, set scores, sets won, spacing, tags and logos', async () => {
    const res = await importBracket(request());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully imported 4 matches from Challonge!');
    expect(body.created).toBe(4);
    const rows = body.matches.map((m: Record<string, unknown>) => [
      m.matchNumber,
      m.round,
      m.status,
      m.team1Name,
      m.team2Name,
      m.team1Score,
      m.team2Score,
      m.date,
    ]);
    expect(rows).toEqual([
      [
        'Round 1 - Match 1',
        'Round 1',
        'completed',
        'Storm Crows',
        'Tidal Wave',
        2,
        1,
        '2026-11-20T18:00:00.000Z',
      ],
      [
        'Round 1 - Match 2',
        'Round 1',
        'scheduled',
        'Midnight Aces',
        'Iron Nets',
        null,
        null,
        '2026-11-20T18:30:00.000Z',
      ],
      [
        'Round 2 - Match 3',
        'Round 2',
        'scheduled',
        'Storm Crows',
        'TBD',
        null,
        null,
        '2026-11-20T19:00:00.000Z',
      ],
      [
        'Losers Round 1 - Match 4',
        'Losers Round 1',
        'scheduled',
        'Tidal Wave',
        'TBD',
        null,
        null,
        '2026-11-20T19:30:00.000Z',
      ],
    ]);
    expect(body.matches[0]).toMatchObject({
      set1Score: '25-20',
      set2Score: '20-25',
      set3Score: '15-9',
      set4Score: null,
      tags: ['Playoffs', 'Week 3'],
      region: 'na',
      phase: 'qualifiers',
      team1LogoUrl: 'https://img.example/crows.png',
      season: { id: 414, seasonNumber: 14 },
    });
  });

  it('updates instead of duplicating on a second import of the same bracket', async () => {
    challonge.fake().tournaments.get('vl-s14')!.matches[1]!.state = 'complete';
    challonge.fake().tournaments.get('vl-s14')!.matches[1]!.scores_csv = '25-23,25-18';
    const res = await importBracket(request());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 4 });
    expect(await matchCount()).toBe(4);
    const second = res.json().matches[1];
    expect(second).toMatchObject({ status: 'completed', team1Score: 2, team2Score: 0, set2Score: '25-18' });
  });

  it('limits the import to one round when asked', async () => {
    const res = await importBracket(request({ round: 'Losers Round 1', challongeUrl: 'vl-s14' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().matches.map((m: { round: string }) => m.round)).toEqual(['Losers Round 1']);
  });

  it('refuses the whole import when matches do not fit before the round end', async () => {
    challonge.fake().tournaments.set('big', {
      participants: [{ id: 1, name: 'A' }],
      matches: Array.from({ length: 6 }, (_, i) => ({
        id: 900 + i,
        round: 1,
        state: 'open' as const,
        player1_id: 1,
        player2_id: null,
        suggested_play_order: i + 1,
        scores_csv: '',
      })),
    });
    const before = await matchCount();
    const res = await importBracket(
      request({ challongeUrl: 'https://challonge.com/big', roundEndDate: '2026-11-20T19:00:00Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^3 of 6 matches do not fit between the round start and end/);
    expect(await matchCount()).toBe(before);
  });

  it('turns a bad key into a clear upstream error and imports nothing', async () => {
    const wrongKey = { env: { CHALLONGE_API_URL: challonge.fake().url, CHALLONGE_API_KEY: 'wrong' } };
    await withLeagueApp(wrongKey, async (other) => {
      await other.db
        .insert(seasons)
        .values({ id: 414, seasonNumber: 14, theme: 'F', startDate: '2026-10-01' });
      const res = await other.as('admin').post('/api/matches/import-challonge', request());
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Challonge refused the API key. Check CHALLONGE_API_KEY.');
      expect(
        (await queryRows<{ n: number }>(other.db, sql`select count(*)::int as n from matches`))[0]?.n,
      ).toBe(0);
    });
  });

  it('reports an unknown bracket and a URL that is not Challonge', async () => {
    const unknown = await importBracket(request({ challongeUrl: 'https://challonge.com/nope' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Challonge has no tournament "nope". Check the bracket URL.');
    const notChallonge = await importBracket(request({ challongeUrl: 'https://example.com/x' }));
    expect(notChallonge.statusCode).toBe(400);
  });

  it('validates the form rules of the portal', async () => {
    const missing = await importBracket({ seasonId: 414 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toContain(
      'Please fill in all required fields',
    );
    const order = await importBracket(request({ roundEndDate: '2026-11-20T17:00:00Z' }));
    expect(order.json().errors[0].message).toBe('Round start date must be before round end date');
    const spacing = await importBracket(request({ matchSpacingMinutes: 10 }));
    expect(spacing.json().errors[0].message).toBe('Minutes between matches must be between 15 and 120');
    const region = await importBracket(request({ region: 'oc' }));
    expect(region.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    expect((await importBracket(request(), t.as('user'))).statusCode).toBe(403);
  });
});

describe('POST /api/matches/import-file', () => {
  const row = (n: number, extra: Record<string, unknown> = {}) => ({
    matchNumber: `Week 5 - Match ${n}`,
    round: 'Round 5',
    date: `2026-12-0${n}T20:00:00Z`,
    team1Name: 'Storm Crows',
    team2Name: 'Tidal Wave',
    ...extra,
  });

  it('imports valid rows with scores from set scores', async () => {
    const res = await admin.post('/api/matches/import-file', {
      seasonId: 414,
      matches: [row(1, { status: 'completed', set1Score: '25-20', set2Score: '25-22' }), row(2)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().matches.map((m: { team1Score: number | null }) => m.team1Score)).toEqual([2, null]);
  });

  it('writes nothing when any row is invalid', async () => {
    const before = await matchCount();
    const res = await admin.post('/api/matches/import-file', {
      seasonId: 414,
      matches: [row(3), row(4, { set1Score: 'twenty' }), row(3)],
    });
    expect(res.statusCode).toBe(400);
    expect(await matchCount()).toBe(before);
  });
});
