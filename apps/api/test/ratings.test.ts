/**
 * The ratings reads (docs/product/ratings.md#api) over a small league: results are the recorded games and
 * the completed matches without one; the back-test is deterministic and follows a changed result.
 */
import { winProbability } from '@league/shared/domain/rating-model';
import type {
  BacktestReportRead,
  MatchForecastRead,
  PlayerRatingRead,
  PlayerRatingsRead,
  PowerRankingsRead,
} from '@league/shared/schemas/ratings';
import { describe, expect, it } from 'vitest';
import { useLeagueApp } from './helpers/league-app.ts';
import { S14, standingsLeague } from './helpers/standings-league.ts';

const t = useLeagueApp({ setUp: (app) => standingsLeague(app.db) });

const read = async <T>(url: string): Promise<T> => {
  const res = await t.as('guest').get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/ratings/matches', () => {
  it('gives each match of the season what the model says, in schedule order', async () => {
    const forecasts = await read<MatchForecastRead[]>('/api/ratings/matches?seasonNumber=14');
    expect(forecasts.map((f) => f.matchId)).toEqual([1, 7, 2, 8, 3, 4, 11, 10, 5, 9, 6]);
    const byId = new Map(forecasts.map((f) => [f.matchId, f]));
    // Match 1 is season 14's first result: the Wolves' players beat the Crows' players in season 13, and
    // both rosters came back, so the model favoured the Wolves.
    const first = byId.get(1)!;
    expect(first.team1Probability).toBeGreaterThan(0.5);
    expect(first.team1Rating).toBeGreaterThan(1500);
    expect(first.team2Rating).toBeLessThan(1500);
    expect(first.upset).toBe(false);
    // A match still to play: both sides' current ratings and the formula's probability.
    const next = byId.get(5)!;
    expect(next.upset).toBeNull();
    expect(next.team1Probability).toBeCloseTo(winProbability(next.team1Rating!, next.team2Rating!), 12);
    // Every side is one of the season's teams, so every match has a forecast.
    expect(forecasts.every((f) => f.team1Probability !== null)).toBe(true);
  });

  it('answers the current season without a number, 404 for an unknown one and 400 for a malformed one', async () => {
    const current = await read<MatchForecastRead[]>('/api/ratings/matches');
    expect(current).toHaveLength(11);
    expect((await t.as('guest').get('/api/ratings/matches?seasonNumber=99')).statusCode).toBe(404);
    const bad = await t.as('guest').get('/api/ratings/power-rankings?seasonNumber=-1');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('seasonNumber must be a positive whole number');
  });
});

describe('GET /api/ratings/power-rankings', () => {
  it("ranks the season's teams at the end of each week with a result, with the movement", async () => {
    const rankings = await read<PowerRankingsRead>('/api/ratings/power-rankings?seasonNumber=14');
    expect(rankings.season).toEqual({ id: S14, seasonNumber: 14 });
    // Results on 2 and 3 March (one week), 9–11 March (the next), 20 March (the week after).
    expect(rankings.weeks.map((w) => w.week)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    for (const week of rankings.weeks) {
      expect(week.rows.map((r) => r.rank)).toEqual(week.rows.map((_, i) => i + 1));
      expect(week.rows).toHaveLength(9);
    }
    expect(rankings.weeks[0]!.rows.every((r) => r.movement === null)).toBe(true);
    const wolves = (w: number) => rankings.weeks[w]!.rows.find((r) => r.name === 'Golden Wolves')!;
    expect(wolves(1).movement).toBe(wolves(0).rank - wolves(1).rank);
  });
});

describe('GET /api/ratings/backtest', () => {
  it('scores every rated result, is the same on every read, and follows a changed result', async () => {
    const first = await read<BacktestReportRead>('/api/ratings/backtest');
    // Season 13's game, and season 14's eight completed matches (no game recorded for any of them).
    expect(first.overall.results).toBe(9);
    expect(first.seasons.map((s) => [s.season.seasonNumber, s.results])).toEqual([
      [13, 1],
      [14, 8],
    ]);
    expect(first.overall.skill).toBeCloseTo(1 - first.overall.brier / 0.25, 12);
    expect(first.bins).toHaveLength(10);
    expect(first.bins.reduce((n, b) => n + b.count, 0)).toBe(18);
    expect(first.model).toMatchObject({ mean: 1500, k: 32, scale: 400, rosterMinReturning: 2 });
    expect(await read<BacktestReportRead>('/api/ratings/backtest')).toEqual(first);

    const res = await t.as('admin').patch('/api/matches/9', {
      status: 'completed',
      set1Score: '25-20',
      set2Score: '25-21',
      set3Score: '25-22',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read<BacktestReportRead>('/api/ratings/backtest');
    expect(after.overall.results).toBe(10);
    expect(after.overall.brier).not.toBe(first.overall.brier);
  });
});

describe('GET /api/ratings/players', () => {
  it('rates the players of a season per set, the qualified ones averaging 1.00', async () => {
    const ratings = await read<PlayerRatingsRead>('/api/ratings/players?seasonNumber=13');
    expect(ratings.season?.seasonNumber).toBe(13);
    expect(ratings.qualification).toMatch(/sets/);
    expect(ratings.rows).toHaveLength(6);
    const qualified = ratings.rows.filter((r) => r.qualified);
    const mean = qualified.reduce((sum, r) => sum + r.rating, 0) / qualified.length;
    expect(mean).toBeCloseTo(1, 12);
    expect(ratings.rows[0]!.components.map((c) => c.key)).toEqual([
      'attackEfficiency',
      'blocks',
      'digs',
      'aces',
      'errors',
    ]);
    const all = await read<PlayerRatingsRead>('/api/ratings/players');
    expect(all.season).toBeNull();
    expect(all.rows).toHaveLength(6);
  });
});

describe('GET /api/ratings/players/{id}', () => {
  it("answers a player's row of the season's ratings, with its place among the qualified", async () => {
    const list = await read<PlayerRatingsRead>('/api/ratings/players?seasonNumber=13');
    const qualifiedCount = list.rows.filter((r) => r.qualified).length;
    expect(qualifiedCount).toBeGreaterThan(1);
    for (const [index, row] of list.rows.entries()) {
      const one = await read<PlayerRatingRead>(`/api/ratings/players/${row.player.id}?seasonNumber=13`);
      expect(one).toEqual({
        season: list.season,
        qualification: list.qualification,
        qualifiedCount,
        rank: row.qualified ? index + 1 : null,
        row,
      });
    }
    // Every season without a number, as the list.
    const all = await read<PlayerRatingsRead>('/api/ratings/players');
    const first = all.rows[0]!;
    const career = await read<PlayerRatingRead>(`/api/ratings/players/${first.player.id}`);
    expect(career.season).toBeNull();
    expect(career.row).toEqual(first);
  });

  it('has no row for a player without a set in the season, and a 404 for an unknown player or season', async () => {
    const list = await read<PlayerRatingsRead>('/api/ratings/players?seasonNumber=14');
    const rated = new Set(list.rows.map((r) => r.player.id));
    // player_501 is on a season 14 roster, without a stat line in that season.
    expect(rated.has(501)).toBe(false);
    const unrated = await read<PlayerRatingRead>('/api/ratings/players/501?seasonNumber=14');
    expect(unrated).toMatchObject({ season: { seasonNumber: 14 }, rank: null, row: null });

    const unknown = await t.as('guest').get('/api/ratings/players/9999?seasonNumber=13');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Player not found');
    expect((await t.as('guest').get('/api/ratings/players/501?seasonNumber=99')).statusCode).toBe(404);
    const bad = await t.as('guest').get('/api/ratings/players/0');
    expect(bad.statusCode).toBe(400);
  });
});
