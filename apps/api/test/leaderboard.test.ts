import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  buildLeaderboardFromStatLines,
  playerTeamsInSeason,
  type RawGame,
  type RawRosterEntry,
  type RawStatLine,
  type RawTeam,
} from '@league/shared/domain/leaderboard-aggregate';
import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import type { StageFilter } from '@league/shared/domain/stages';
import type { StatMode } from '@league/shared/domain/stat-columns';
import { type LeaderboardResponse, LeaderboardResponseSchema } from '@league/shared/schemas/leaderboard';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { games, players, seasons, stats, teamPlayers, teams } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { readLeaderboardRows } from '../src/features/leaderboard/service.ts';
import { matchesIfNoneMatch } from '../src/lib/http-cache.ts';
import { useLeagueApp } from './helpers/league-app.ts';

/*
 * Fixture: season ids differ from their numbers (21 → #4, 22 → #2, 23 → #7). ace and bea each play for
 * two teams in different seasons; gus is on two rosters in the same season (the lower team id is his
 * team); fay has lines but no roster (counts for no team); hal has only an all-zero line (no row).
 * Games cover R1, R4 (two stages), R6 (both stages), a stage in no group and a null stage.
 */
const S = { s4: 21, s2: 22, s7: 23 } as const;
const P = { ace: 41, bea: 42, cal: 43, dee: 44, eve: 45, fay: 46, gus: 47, hal: 48, ivy: 49 } as const;
const ROSTERS: [teamId: number, name: string, seasonId: number, logoUrl: string | null, members: number[]][] =
  [
    [31, 'Storm Crows', S.s4, 'https://img.example/crows.png', [P.ace, P.cal]],
    [32, 'Tidal Wave', S.s4, null, [P.bea, P.dee, P.gus]],
    [33, 'Night Owls', S.s4, 'https://img.example/owls.png', [P.eve, P.gus, P.hal]],
    [34, 'Storm Crows', S.s2, null, [P.ace, P.dee]],
    [35, 'Sand Sharks', S.s2, 'https://img.example/sharks.png', [P.cal, P.eve]],
    [36, 'Tidal Wave', S.s7, null, [P.bea, P.ivy]],
    [37, 'Ghost Squad', S.s7, null, []],
  ];
const GAMES: [
  id: number,
  seasonId: number,
  stage: string | null,
  team1: number,
  team2: number,
  s1: number,
  s2: number,
][] = [
  [51, S.s4, 'Winners Bracket; Finals', 31, 32, 3, 1],
  [52, S.s4, 'Losers Bracket; Quarterfinals', 32, 33, 2, 3],
  [53, S.s4, null, 31, 33, 2, 0],
  [54, S.s4, 'Grand Finals', 31, 32, 3, 2],
  [55, S.s4, '3rd Place Match', 33, 32, 1, 2],
  [56, S.s2, 'Grand Finals; Bracket Reset', 34, 35, 3, 0],
  [57, S.s2, 'Winners Bracket; Round of 16', 35, 34, 2, 3],
  [58, S.s7, 'Losers Bracket; Round 3', 36, 37, 2, 1],
];

/** Varied but reproducible numbers for a player's line in a game. */
function numbersFor(gameId: number, playerId: number): StatNumbers {
  return Object.fromEntries(
    STAT_FIELDS.map((f, i) => [f, (gameId * 31 + playerId * 17 + i * 7 + gameId * playerId * i) % 11]),
  ) as StatNumbers;
}

function statLines() {
  const lines: ({ gameId: number; playerId: number } & StatNumbers)[] = [];
  for (const [gameId, , , team1, team2] of GAMES) {
    for (const teamId of [team1, team2]) {
      for (const playerId of ROSTERS.find((r) => r[0] === teamId)?.[4] ?? []) {
        // gus is on both rosters of game 52 / 55: one line only (one line per player per game).
        if (lines.some((l) => l.gameId === gameId && l.playerId === playerId)) continue;
        lines.push({ gameId, playerId, ...(playerId === P.hal ? zeros() : numbersFor(gameId, playerId)) });
      }
    }
  }
  lines.push({ gameId: 51, playerId: P.fay, ...numbersFor(51, P.fay) });
  lines.push({ gameId: 56, playerId: P.fay, ...numbersFor(56, P.fay) });
  return lines;
}

function zeros(): StatNumbers {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as StatNumbers;
}

const t = useLeagueApp({ setUp: insertLeague });

async function insertLeague({ db }: { db: Db }) {
  await db.insert(seasons).values([
    { id: S.s4, seasonNumber: 4, theme: 'Four', startDate: '2024-01-06' },
    { id: S.s2, seasonNumber: 2, theme: 'Two', startDate: '2023-05-06' },
    { id: S.s7, seasonNumber: 7, theme: 'Seven', startDate: '2025-02-01' },
  ]);
  await db
    .insert(teams)
    .values(ROSTERS.map(([id, name, seasonId, logoUrl]) => ({ id, name, seasonId, logoUrl })));
  await db
    .insert(players)
    .values(Object.entries(P).map(([name, id]) => ({ id, name: id === P.bea ? 'Bea' : name })));
  await db
    .insert(teamPlayers)
    .values(ROSTERS.flatMap(([teamId, , , , members]) => members.map((playerId) => ({ teamId, playerId }))));
  await db.insert(games).values(
    GAMES.map(([id, seasonId, stage, team1Id, team2Id, team1Score, team2Score]) => ({
      id,
      seasonId,
      stage,
      team1Id,
      team2Id,
      team1Score,
      team2Score,
      date: new Date(Date.UTC(2024, 0, id)),
    })),
  );
  await db.insert(stats).values(statLines());
}

/** The raw rows the oracle needs, read back from the database (not from the fixture constants). */
async function loadRawRows() {
  const fields = sql.join(
    STAT_FIELDS.map(
      (f) => sql`s.${sql.raw(f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))} as "${sql.raw(f)}"`,
    ),
    sql`, `,
  );
  const lines = await queryRows<RawStatLine>(
    t.db,
    sql`select s.player_id as "playerId", p.name as "playerName", s.game_id as "gameId", ${fields}
        from stats s join players p on p.id = s.player_id`,
  );
  const rawGames = await queryRows<RawGame>(
    t.db,
    sql`select g.id, se.season_number as "seasonNumber", g.stage, g.team1_id as "team1Id", g.team2_id as "team2Id",
               g.team1_score as "team1Score", g.team2_score as "team2Score"
        from games g join seasons se on se.id = g.season_id`,
  );
  const rawTeams = await queryRows<RawTeam>(
    t.db,
    sql`select t.id, t.name, se.season_number as "seasonNumber", t.logo_url as "logoUrl"
        from teams t join seasons se on se.id = t.season_id`,
  );
  const roster = await queryRows<RawRosterEntry>(
    t.db,
    sql`select team_id as "teamId", player_id as "playerId" from team_players`,
  );
  return { lines, games: rawGames, teams: rawTeams, roster };
}

async function fetchBoard(query: string): Promise<LeaderboardResponse> {
  const res = await t.app.inject(`/api/leaderboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The body is sent pre-serialized, so check it against the declared response schema here.
  return LeaderboardResponseSchema.parse(res.json());
}

/** Rows without the extra teamId of player rows, i.e. exactly the domain's rows. */
function asDomainRows(body: { rows: readonly { kind: string; id: number | string }[] }) {
  return body.rows.map((row) => {
    if (row.kind !== 'player') return row;
    const { teamId: _teamId, ...rest } = row as typeof row & { teamId?: unknown };
    return rest;
  });
}

const byId = (a: { id: number | string }, b: { id: number | string }) =>
  String(a.id).localeCompare(String(b.id));
const stripDisplay = <R extends { rank: number; stats: unknown }>({ rank: _r, stats: _s, ...row }: R) => row;

const COMBINATIONS: [view: 'players' | 'teams', season: number | null, stage: StageFilter][] = [
  ['players', null, 'all'],
  ['players', 4, 'R4'],
  ['teams', 4, 'all'],
  ['teams', null, 'R6'],
  ['players', 4, 'all'],
  ['players', 2, 'R6'],
  ['players', null, 'R4'],
  ['players', 7, 'all'],
  ['teams', 2, 'R1'],
  ['teams', null, 'all'],
  ['teams', 7, 'R4'],
  ['players', null, 'R5'],
];

describe('leaderboard agrees with the shared oracle', () => {
  it.each(COMBINATIONS)('view %s, season %s, stage %s', async (view, season, stage) => {
    const raw = await loadRawRows();
    const query = {
      view,
      season,
      stageGroup: stage,
      pageSize: 10_000,
    };
    const oracle = buildLeaderboardFromStatLines(raw.lines, raw.games, { ...raw, ...query });

    // The SQL sums: same set of rows, every column equal.
    const scopeRows = await readLeaderboardRows(t.db, { view, seasonNumber: season, stage });
    expect([...asDomainRows(scopeRows)].sort(byId)).toEqual(oracle.rows.map(stripDisplay).sort(byId));

    // The team's id beside its name is the oracle's team of that season.
    if (scopeRows.view === 'players') {
      const teamOf = season === null ? new Map() : playerTeamsInSeason(season, raw);
      for (const row of scopeRows.rows) expect(row.teamId).toBe(teamOf.get(row.id)?.id ?? null);
    }

    // And the endpoint's page in every mode is the oracle's page: ranks, columns, order, counts.
    for (const mode of ['total', 'perGame', 'perSet'] as StatMode[]) {
      const pageQuery = {
        ...query,
        mode,
        search: '',
        filters: [],
        sort: { column: 'totalKills', direction: 'desc' },
        pageSize: 100,
      } as const;
      const expected = buildLeaderboardFromStatLines(raw.lines, raw.games, { ...raw, ...pageQuery });
      const body = await fetchBoard(
        `view=${view}&season=${season ?? 'all'}&stage=${stage}&mode=${mode}&pageSize=100`,
      );
      expect(body).toMatchObject({ view, seasonNumber: season, stage, mode });
      expect(asDomainRows(body)).toEqual(expected.rows);
      expect(body).toMatchObject({
        total: expected.total,
        page: expected.page,
        pageCount: expected.pageCount,
        pageSize: 100,
      });
    }
  });

  it('is not vacuous: the combinations hold rows with the expected hand-computed values', async () => {
    const all = await fetchBoard('view=players');
    const ace = all.rows.find((r) => r.id === P.ace);
    // ace: games 51, 53, 54 (crows s4) and 56, 57 (crows s2); sets 4 + 2 + 5 + 3 + 5.
    expect(ace).toMatchObject({ gamesPlayed: 5, setsPlayed: 19, teamName: null, teamId: null });
    expect(all.rows.map((r) => r.id)).toContain(P.fay);
    expect(all.rows.map((r) => r.id)).not.toContain(P.hal);

    const r4 = await fetchBoard('view=players&season=4&stage=R4');
    // Games 51 and 52 only: the null-stage game 53 and the ungrouped game 55 are out.
    expect(r4.rows.find((r) => r.id === P.gus)).toMatchObject({
      gamesPlayed: 2,
      setsPlayed: 9,
      teamName: 'Tidal Wave',
      teamId: 32,
    });
    expect(r4.rows.find((r) => r.id === P.ace)).toMatchObject({
      gamesPlayed: 1,
      setsPlayed: 4,
      teamName: 'Storm Crows',
      teamId: 31,
    });

    const teams = await fetchBoard('view=teams&season=4');
    expect(teams.rows.map((r) => r.id).sort()).toEqual(['Night Owls-4', 'Storm Crows-4', 'Tidal Wave-4']);
    expect(teams.rows.find((r) => r.teamId === 32)).toMatchObject({
      kind: 'team',
      name: 'Tidal Wave',
      seasonNumber: 4,
      logoUrl: null,
      playerCount: 3,
      gamesPlayed: 4,
      totalSets: 4 + 5 + 5 + 3,
    });
    const r6 = await fetchBoard('view=teams&stage=R6');
    expect(r6.rows.map((r) => r.id).sort()).toEqual([
      'Sand Sharks-2',
      'Storm Crows-2',
      'Storm Crows-4',
      'Tidal Wave-4',
    ]);
  });

  it('filters by season NUMBER, not id', async () => {
    const bySeasonNumber = await fetchBoard('view=teams&season=2');
    expect(bySeasonNumber.rows.map((r) => r.id).sort()).toEqual(['Sand Sharks-2', 'Storm Crows-2']);
    const bySeasonId = await fetchBoard(`view=teams&season=${S.s2}`);
    expect(bySeasonId.rows).toEqual([]);
  });
});

describe('leaderboard request handling', () => {
  it('defaults to players over every season and stage, total mode, totalKills descending, page 1 of 25', async () => {
    const body = await fetchBoard('refresh=2');
    expect(body).toMatchObject({
      view: 'players',
      seasonNumber: null,
      stage: 'all',
      mode: 'total',
      page: 1,
      pageSize: 25,
      pageCount: 1,
    });
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
    expect(body.total).toBe(body.rows.length);
    expect(body.rows.map((r) => r.rank)).toEqual(body.rows.map((_, i) => i + 1));
    const kills = body.rows.map((r) => r.stats.totalKills);
    expect(kills).toEqual([...kills].sort((a, b) => b - a));
    // One spelling on the wire and in the page's address; only the page reads its old links' `view=team`.
    const singular = await t.app.inject('/api/leaderboard?view=team&season=4');
    expect(singular.statusCode).toBe(400);
    expect(singular.body).toContain('view must be players or teams');
  });

  it('searches, filters, sorts and pages on the server like the page would', async () => {
    const raw = await loadRawRows();
    const oraclePage = (overrides: object) =>
      buildLeaderboardFromStatLines(raw.lines, raw.games, {
        ...raw,
        view: 'players',
        season: null,
        stageGroup: 'all',
        mode: 'perGame',
        search: '',
        filters: [],
        sort: { column: 'name', direction: 'asc' },
        page: 1,
        pageSize: 3,
        ...overrides,
      });
    // Pages of 3 by name: page 2 holds the 4th to 6th names, ranks continue from page 1.
    const page2 = await fetchBoard('mode=perGame&sort=name&dir=asc&pageSize=3&page=2');
    const expected2 = oraclePage({ page: 2 });
    expect(asDomainRows(page2)).toEqual(expected2.rows);
    expect(page2.rows[0]?.rank).toBe(4);
    expect(page2).toMatchObject({ total: expected2.total, page: 2, pageCount: expected2.pageCount });
    // A page past the end answers the last page.
    const last = await fetchBoard('mode=perGame&sort=name&dir=asc&pageSize=3&page=99');
    expect(last.page).toBe(expected2.pageCount);
    // Search is case-insensitive on the name; filters use the entered value (percent 0–100).
    const searched = await fetchBoard('mode=perGame&sort=name&dir=asc&pageSize=3&q=%20BE%20');
    expect(asDomainRows(searched)).toEqual(oraclePage({ search: ' BE ' }).rows);
    const filters = [
      { id: 'a', stat: 'totalKills', operator: 'gte', value: 4 },
      { id: 'b', stat: 'totalSpikePct', operator: 'lt', value: 0.9 },
    ] as const;
    const filtered = await fetchBoard(
      'mode=perGame&sort=name&dir=asc&pageSize=100&f=totalKills.gte.4&f=totalSpikePct.lt.90',
    );
    const expectedFiltered = oraclePage({ filters, pageSize: 100 });
    expect(asDomainRows(filtered)).toEqual(expectedFiltered.rows);
    expect(filtered.total).toBeLessThan(oraclePage({ pageSize: 100 }).total);
    expect(filtered.total).toBeGreaterThan(0);
  });

  it('ranks rates over qualified rows only, counted and paged after the rule, unless qualify=off', async () => {
    const all = await fetchBoard('mode=perSet&pageSize=100&qualify=off');
    expect(all.qualification).toBeNull();
    expect(all.unqualified).toBe(0);
    const most = Math.max(...all.rows.map((r) => (r.kind === 'player' ? r.setsPlayed : 0)));
    const min = Math.ceil((most * 30) / 100);
    const qualified = await fetchBoard('mode=perSet&pageSize=100');
    expect(qualified.qualification).toEqual({ percent: 30, sets: { min, most }, attempts: null });
    const expected = all.rows.filter((r) => r.kind === 'player' && r.setsPlayed >= min).map((r) => r.id);
    expect(qualified.rows.map((r) => r.id)).toEqual(expected);
    expect(qualified.rows.map((r) => r.rank)).toEqual(expected.map((_, i) => i + 1));
    // Not vacuous: someone (ivy, 3 sets) is left out, and the count says so.
    expect(expected).not.toContain(P.ivy);
    expect(qualified.unqualified).toBe(all.total - qualified.total);
    expect(qualified.unqualified).toBeGreaterThan(0);
    // Paging counts the qualified rows only.
    const paged = await fetchBoard('mode=perSet&pageSize=2&page=2');
    expect(paged).toMatchObject({ total: qualified.total, pageCount: Math.ceil(qualified.total / 2) });
    expect(paged.rows.map((r) => r.id)).toEqual(expected.slice(2, 4));
    // Totals sorted by a percentage need the attempts behind it too; totals sorted by a count need nothing.
    const pct = await fetchBoard('sort=totalSpikePct&pageSize=100');
    expect(pct.qualification?.attempts).toMatchObject({ column: 'totalAttempts' });
    for (const row of pct.rows) {
      expect(row.totals.spikeAttempts + row.totals.apeAttempts).toBeGreaterThanOrEqual(
        pct.qualification?.attempts?.min ?? Number.POSITIVE_INFINITY,
      );
    }
    expect((await fetchBoard('pageSize=100')).qualification).toBeNull();
    const res = await t.app.inject('/api/leaderboard?qualify=maybe');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('qualify must be auto or off');
  });

  it('pages by limit/offset like every list, page/pageSize and season naming the same request', async () => {
    const strip = ({ generatedAt: _, ...rest }: LeaderboardResponse) => rest;
    const byWindow = await fetchBoard('seasonNumber=4&mode=perGame&sort=name&dir=asc&limit=3&offset=3');
    const byPage = await fetchBoard('season=4&mode=perGame&sort=name&dir=asc&pageSize=3&page=2');
    expect(strip(byWindow)).toEqual(strip(byPage));
    expect(byWindow).toMatchObject({ seasonNumber: 4, page: 2, pageSize: 3 });
    expect(byWindow.rows[0]?.rank).toBe(4);
    // The canonical name wins when both are sent.
    expect((await fetchBoard('seasonNumber=4&season=2')).seasonNumber).toBe(4);
    expect((await fetchBoard('seasonNumber=all&season=2')).seasonNumber).toBeNull();
    for (const [query, message] of [
      ['limit=3&offset=4', 'offset must be a multiple of limit (3)'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['offset=-1', 'offset must be a whole number of at least 0'],
      ['seasonNumber=x', 'season must be a season number or all'],
    ]) {
      const res = await t.app.inject(`/api/leaderboard?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errors), query).toContain(message);
    }
  });

  it('keeps one team of the season with team, and averages the league over the whole scope', async () => {
    const season4 = await readLeaderboardRows(t.db, { view: 'players', seasonNumber: 4, stage: 'all' });
    const crows = await fetchBoard('season=4&team=31');
    expect(crows.rows.map((r) => r.id).sort()).toEqual([P.ace, P.cal].sort());
    // The average is over every player of the season, whatever the team, search or page.
    expect(crows.leagueAveragePerSet).toEqual(season4.leagueAveragePerSet);
    const searched = await fetchBoard('season=4&q=zzz');
    expect(searched.rows).toEqual([]);
    expect(searched.leagueAveragePerSet).toEqual(season4.leagueAveragePerSet);
    expect((await fetchBoard('view=teams&season=4')).leagueAveragePerSet).toBeNull();
  });

  it('answers an ETag and 304 to a matching If-None-Match, 200 to a stale one', async () => {
    const first = await t.app.inject('/api/leaderboard?view=teams&season=7');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await t.app.inject({
      url: '/api/leaderboard?view=teams&season=7',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({
      url: '/api/leaderboard?view=teams&season=4',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers a gzip or brotli copy to clients that accept it, and plain JSON to those that refuse it', async () => {
    const plain = await t.app.inject('/api/leaderboard?view=players');
    const zipped = await t.app.inject({
      url: '/api/leaderboard?view=players',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await t.app.inject({
      url: '/api/leaderboard?view=players',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await t.app.inject({
      url: '/api/leaderboard?view=players',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    expect(LeaderboardResponseSchema.safeParse(plain.json()).success).toBe(true);
  });

  it('serves repeated requests from the short-lived cache', async () => {
    const a = await fetchBoard('view=players&season=2');
    const b = await fetchBoard('view=players&season=2');
    expect(b.generatedAt).toBe(a.generatedAt);
    expect(b).toEqual(a);
  });
});

describe('leaderboard after a write', () => {
  it('shows a stat edit made through this instance on the next read, without waiting for the cache to expire', async () => {
    const board = () => fetchBoard('view=players&season=7');
    const [line] = await queryRows<{
      id: number;
      playerId: number;
      spikeKills: number;
      spikeAttempts: number;
    }>(
      t.db,
      sql`select id, player_id as "playerId", spike_kills as "spikeKills", spike_attempts as "spikeAttempts"
          from stats where game_id = 58 order by id limit 1`,
    );
    const kills = async () => (await board()).rows.find((r) => r.id === line!.playerId)?.totals.spikeKills;
    const before = await kills();
    const res = await t.as('admin').patch(`/api/stats/${line!.id}`, {
      spikeKills: line!.spikeKills + 1,
      spikeAttempts: line!.spikeAttempts + 1,
    });
    expect(res.statusCode).toBe(200);
    expect(await kills()).toBe((before ?? 0) + 1);
  });
});

describe('HTTP cache validators', () => {
  it('compares If-None-Match weakly, with lists and *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
