import { describe, expect, it } from 'vitest';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const { players: P, games: G, teams: T } = FX;
type Row = { gameId: number; result: string | null; [key: string]: unknown };
const gameIds = (rows: Row[]) => rows.map((r) => r.gameId);

describe('GET /api/players/{id}/games', () => {
  it("answers every game from the player's side, newest first, for a player who changed teams", async () => {
    // spikeking42: Tidal Wave in season 1, storm crows in season 2.
    const res = await get(`/api/players/${P.spikeking}/games`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json();
    expect(
      rows.map((r: Row) => [r.gameId, r.teamName, r.opponentName, r.setsWon, r.setsLost, r.result]),
    ).toEqual([
      [G.grand2, 'storm crows', 'Night Owls', 3, 1, 'W'],
      [G.final1, 'Tidal Wave', 'Storm Crows', 1, 3, 'L'],
      [G.regular1, 'Tidal Wave', 'Storm Crows', 2, 3, 'L'],
    ]);
    expect(rows[0]).toMatchObject({
      gameName: 'Night Owls vs. storm crows S2',
      date: '2024-06-15T19:30:00.000Z',
      seasonNumber: 2,
      stage: 'Grand Finals',
      teamId: T.crows2,
      opponentId: T.owls2,
      sets: 4,
    });
    expect(rows[0].stats).toMatchObject({
      spikeKills: 4,
      spikeAttempts: 10,
      totalSpikePct: 0.4,
      totalErrors: 1,
    });
  });

  it('sees a game from team 2 as well as team 1', async () => {
    // quickset_jay: crows1 is team 2 of game 302 (Tidal Wave 2 - 3 Storm Crows).
    const rows = (await get(`/api/players/${P.quickset}/games?sort=date&dir=asc`)).json();
    expect(rows.map((r: Row) => [r.gameId, r.setsWon, r.setsLost, r.result])).toEqual([
      [G.regular1, 3, 2, 'W'],
      [G.final1, 3, 1, 'W'],
      [G.grand2, 1, 3, 'L'],
    ]);
  });

  it('filters by season number and by stage group', async () => {
    const season = await get(`/api/players/${P.nightowl}/games?seasonNumber=1`);
    expect(gameIds(season.json())).toEqual([G.final1, G.regular1]);
    expect(season.headers['x-total-count']).toBe('2');
    // R4 holds 'Winners Bracket; Finals'; a game without a stage is in no group.
    expect(gameIds((await get(`/api/players/${P.nightowl}/games?stage=r4`)).json())).toEqual([G.final1]);
    expect(gameIds((await get(`/api/players/${P.nightowl}/games?seasonNumber=2&stage=R4`)).json())).toEqual(
      [],
    );
  });

  it('sorts by a stat column (ties newest first) and by a derived one', async () => {
    // nightowl spike kills: 301: 9, 302: 5, 303: 11, 304: 8.
    const byKills = await get(`/api/players/${P.nightowl}/games?sort=spikeKills&dir=desc`);
    expect(gameIds(byKills.json())).toEqual([G.grand2, G.final1, G.losers3, G.regular1]);
    // Total spike%: 301 11/25 = .44, 302 5/12 = .417, 303 11/22 = .5, 304 8/15 = .533.
    const byPct = await get(`/api/players/${P.nightowl}/games?sort=totalSpikePct&dir=asc`);
    expect(gameIds(byPct.json())).toEqual([G.regular1, G.final1, G.grand2, G.losers3]);
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const res = await get(`/api/players/${P.nightowl}/games?limit=2&offset=1`);
    expect(gameIds(res.json())).toEqual([G.grand2, G.final1]);
    expect(res.headers['x-total-count']).toBe('4');
    const past = await get(`/api/players/${P.nightowl}/games?limit=2&offset=10`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
  });

  it('answers an empty log for a player without games and 404 for an unknown player', async () => {
    const empty = await get(`/api/players/${P.bench}/games`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const missing = await get('/api/players/9999/games');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Player not found');
  });

  it('refuses unreadable filters with a message naming them', async () => {
    const res = await get(`/api/players/${P.nightowl}/games?sort=height&stage=R9&dir=up`);
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'sort must be date or a stat column, e.g. totalKills',
        'stage must be all or one of R1, R2, R3, R4, R5, R6',
        'dir must be asc or desc',
      ]),
    );
  });
});

describe('GET /api/players/compare', () => {
  it('answers the players in the order asked for with games, sets and sums', async () => {
    const res = await get(`/api/players/compare?players=${P.spikeking},${P.nightowl},${P.bench}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.seasonNumber).toBeNull();
    expect(body.players.map((p: { name: string }) => p.name)).toEqual([
      'spikeking42',
      'nightowl_77',
      'bench_ben',
    ]);
    // spikeking: games 301 (4 sets), 302 (5), 303 (4); kills 7 + 6 + 4.
    expect(body.players[0]).toMatchObject({ gamesPlayed: 3, setsPlayed: 13, position: 'Spiker' });
    expect(body.players[0].totals).toMatchObject({ spikeKills: 17, apeKills: 1, spikingErrors: 3 });
    expect(body.players[2]).toMatchObject({ gamesPlayed: 0, setsPlayed: 0 });
    expect(body.players[2].totals.spikeKills).toBe(0);
  });

  it('sums one season only', async () => {
    const body = (await get(`/api/players/compare?players=${P.nightowl}&seasonNumber=1`)).json();
    expect(body.seasonNumber).toBe(1);
    expect(body.players[0]).toMatchObject({ gamesPlayed: 2, setsPlayed: 9 });
    expect(body.players[0].totals.spikeKills).toBe(14);
  });

  it('refuses duplicates, more than four, non-ids and an empty list', async () => {
    const cases: [string, string][] = [
      [`${P.nightowl},${P.nightowl}`, `Player ${P.nightowl} is listed more than once.`],
      ['1,2,3,4,5', 'Compare at most 4 players at a time.'],
      ['1,abc', '"abc" is not a player id.'],
      ['', 'players needs at least one player id'],
    ];
    for (const [players, message] of cases) {
      const res = await get(`/api/players/compare?players=${players}`);
      expect(res.statusCode, players).toBe(400);
      expect(res.json().errors[0].message).toBe(message);
    }
  });

  it('answers 404 naming the unknown ids', async () => {
    const res = await get(`/api/players/compare?players=${P.nightowl},9998,9999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'No players have ids 9998, 9999.',
      unknownPlayers: [9998, 9999],
    });
  });
});
