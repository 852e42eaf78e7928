/**
 * Importing the previous site's database (issue 13): the quirks fixture mapped table by table, members
 * logging in with their old passwords, and every refusal leaving the target as it was. The legacy
 * database is PGlite here and a real PostgreSQL database in the PostgreSQL pass.
 */
import { STAT_FIELDS } from '@league/shared/domain/league';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { type ImportReport, importLegacy } from '../src/legacy-import/import-legacy.ts';
import { checkLegacySchema, openLegacySource } from '../src/legacy-import/source.ts';
import { countLeagueRows } from '../src/legacy-import/write-league.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { createLegacyDatabase, type LegacyDatabase } from './helpers/legacy-db.ts';
import {
  EXPECTED_AWARD_PLAYERS,
  EXPECTED_GAMES,
  EXPECTED_ROSTERS,
  IMPORTED_STAT_IDS,
  LEGACY_ADMIN_PASSWORD,
  LEGACY_PASSWORD,
  loadLegacyFixture,
  STATS,
} from './helpers/legacy-fixture.ts';
import { openTestDatabase } from './helpers/test-app.ts';

async function importFrom(
  legacy: LegacyDatabase,
  db: Db,
  options: { dryRun?: boolean; replace?: boolean } = {},
) {
  const source = await legacy.openSource();
  try {
    return await importLegacy(source, db, {
      dryRun: options.dryRun ?? false,
      replace: options.replace ?? false,
    });
  } finally {
    await source.close();
  }
}

/** Every league table's rows, ordered, as JSON: two equal dumps are two equal databases. */
async function dumpLeague(db: Db): Promise<string> {
  const tables: [string, string][] = [
    ['users', 'id'],
    ['articles', 'id'],
    ['article_likes', 'article_id, user_id'],
    ['seasons', 'id'],
    ['teams', 'id'],
    ['players', 'id'],
    ['team_players', 'team_id, player_id'],
    ['games', 'id'],
    ['stats', 'id'],
    ['awards', 'id'],
    ['award_players', 'award_id, player_id'],
    ['matches', 'id'],
    ['records', 'type, sort_order, rank'],
    ['player_season_totals', 'player_id, season_id'],
    ['player_career_totals', 'player_id'],
  ];
  const parts: unknown[] = [];
  for (const [table, order] of tables) {
    // Records get fresh ids from their sequence on every recalculation; everything else must match.
    const columns =
      table === 'records' ? 'type, record, rank, value, date, game_id, player_id, season_id' : '*';
    parts.push(await queryRows(db, sql.raw(`select ${columns} from ${table} order by ${order}`)));
  }
  return JSON.stringify(parts);
}

const issue = (report: ImportReport, action: string, table: string, row: string) =>
  report.issues.find((i) => i.action === action && i.table === table && i.row.startsWith(row));

describe('importing the quirks fixture', () => {
  let report: ImportReport;
  const t = useLeagueApp({
    env: { AUTH_RATE_LIMIT: '1000' },
    setUp: async ({ db }) => {
      const legacy = await createLegacyDatabase();
      try {
        await loadLegacyFixture(legacy);
        report = await importFrom(legacy, db);
      } finally {
        await legacy.dispose();
      }
    },
  });

  it('creates the expected rows per table and blocks on nothing', async () => {
    expect(report.blocked).toBe(false);
    const expected = {
      users: 5,
      articles: 4,
      article_likes: 5,
      seasons: 3,
      teams: 6,
      players: 8,
      team_players: 12,
      games: 4,
      stats: 10,
      awards: 4,
      award_players: 4,
      matches: 3,
    };
    expect(report.created).toEqual(expected);
    for (const [table, n] of Object.entries(expected)) {
      const [row] = await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`));
      expect(row?.n, table).toBe(n);
    }
  });

  it('reports every changed, skipped and kept row with its reason', () => {
    const expectations: [string, string, string, RegExp][] = [
      ['changed', 'seasons', '#1', /no theme/],
      ['skipped', 'teams', '#12', /same name as #11 .* merged into #11/],
      ['skipped', 'teams', '#16', /orphan: no season/],
      ['changed', 'teams', '#14', /"Didnt make playoffs" → "Didn't make playoffs"/],
      ['kept', 'teams', '#17', /not one of the league's placements/],
      ['skipped', 'players', '#23', /same name as #22 "SpikeKing" once lower-cased/],
      ['changed', 'players', '#28', /"setter" → "Setter"/],
      ['kept', 'teams_players', 'team #10, player #22', /missing from players_teams_teams/],
      ['kept', 'players_teams_teams', 'team #11, player #24', /missing from teams_players/],
      ['skipped', 'teams_players', 'team #16, player #24', /orphan: team #16/],
      ['changed', 'games', '#32', /no season: placed in season 2/],
      ['skipped', 'games', '#33', /has 1 team\(s\)/],
      [
        'skipped',
        'stats',
        '#102',
        /duplicate stat line of player #22 in game #30 \(player #23 merged into #22\): kept #101, which differs/,
      ],
      ['skipped', 'stats', '#105', /duplicate .* kept #104, identical/],
      ['skipped', 'stats', '#110', /game #33 is not imported/],
      ['skipped', 'stats', '#111', /no player/],
      ['skipped', 'stats', '#112', /no game/],
      ['changed', 'matches', '#50', /set3Score "25 - 19" → "25-19"/],
      ['changed', 'matches', '#51', /challongeMatchId "9001" is also match #50's/],
      ['changed', 'matches', '#51', /no team2Name: stored as "TBD"/],
      ['changed', 'matches', '#52', /set1Score "abc" is not a set score/],
      ['changed', 'user', '#3', /role "moderator" .* imported as user/],
      ['kept', 'user', '#4', /not a bcrypt hash/],
      ['changed', 'article', '#70', /likes counter 3 but 2 like rows: stored 2/],
      ['changed', 'article', '#73', /likes counter 0 but 2 like rows: stored 2/],
    ];
    for (const [action, table, row, reason] of expectations) {
      const found = report.issues.filter(
        (i) => i.action === action && i.table === table && i.row.startsWith(row),
      );
      expect(
        found.some((i) => reason.test(i.reason)),
        `${action} ${table} ${row}: ${JSON.stringify(found)}`,
      ).toBe(true);
    }
    expect(report.issues.filter((i) => i.action === 'blocked')).toEqual([]);
    // Nothing about accounts ever shows a hash.
    expect(JSON.stringify(report)).not.toMatch(/\$2[ab]\$/);
  });

  it('keeps the sum of every counter of the imported lines, and the totals tables agree', async () => {
    const kept = STATS.filter((s) => IMPORTED_STAT_IDS.includes(s.id));
    const sums = STAT_FIELDS.map((f) =>
      sql.raw(`sum(${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)})::int as "${f}"`),
    );
    const [lines] = await queryRows<Record<string, number>>(
      t.db,
      sql`select ${sql.join(sums, sql`, `)} from stats`,
    );
    const [career] = await queryRows<Record<string, number>>(
      t.db,
      sql`select ${sql.join(sums, sql`, `)} from player_career_totals`,
    );
    for (const f of STAT_FIELDS) {
      const expected = kept.reduce((sum, s) => sum + s[f], 0);
      expect(lines?.[f], f).toBe(expected);
      expect(career?.[f], f).toBe(expected);
    }
    const ids = await queryRows<{ id: number }>(t.db, sql`select id from stats order by id`);
    expect(ids.map((r) => r.id)).toEqual(IMPORTED_STAT_IDS);
    // Player 23's line moved to 22 only where 22 had none; 22 keeps line 101.
    const [line] = await queryRows<{ player_id: number }>(
      t.db,
      sql`select player_id from stats where id = 101`,
    );
    expect(line?.player_id).toBe(22);
  });

  it('builds rosters from both join tables and games with team 1 in teams_games order', async () => {
    const rosters = await queryRows<{ team_id: number; player_id: number }>(
      t.db,
      sql`select team_id, player_id from team_players order by team_id, player_id`,
    );
    expect(rosters.map((r) => [r.team_id, r.player_id])).toEqual(EXPECTED_ROSTERS);
    const games = await queryRows<{ id: number; team1_id: number; team2_id: number; season_id: number }>(
      t.db,
      sql`select id, team1_id, team2_id, season_id from games order by id`,
    );
    expect(Object.fromEntries(games.map((g) => [g.id, [g.team1_id, g.team2_id, g.season_id]]))).toEqual(
      EXPECTED_GAMES,
    );
  });

  it('maps seasons, teams, players and awards', async () => {
    const seasons = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select id, season_number, theme, start_date::text as start, end_date::text as "end" from seasons order by id`,
    );
    expect(seasons).toEqual([
      { id: 1, season_number: 2, theme: '', start: '2023-06-03', end: '2023-08-01' },
      { id: 2, season_number: 3, theme: 'Volcano', start: '2024-01-06', end: null },
      { id: 3, season_number: 1, theme: 'Ocean', start: '2023-01-07', end: '2023-03-01' },
    ]);
    const teams = await queryRows<{ id: number; placement: string }>(
      t.db,
      sql`select id, placement from teams order by id`,
    );
    expect(Object.fromEntries(teams.map((r) => [r.id, r.placement]))).toEqual({
      10: '1st Place',
      11: '2nd Place (D1)',
      13: 'G.O.A.T.',
      14: "Didn't make playoffs",
      15: 'Top 8 (D3)',
      17: 'Champions',
    });
    const players = await queryRows<{ id: number; name: string; position: string }>(
      t.db,
      sql`select id, name, position from players order by id`,
    );
    expect(players.map((p) => p.id)).toEqual([20, 21, 22, 24, 25, 26, 27, 28]);
    expect(players.find((p) => p.id === 22)).toMatchObject({ name: 'SpikeKing', position: 'Spiker' });
    expect(players.find((p) => p.id === 25)?.position).toBe('Developer');
    expect(players.find((p) => p.id === 28)?.position).toBe('Setter');
    const awardPlayers = await queryRows<{ award_id: number; player_id: number }>(
      t.db,
      sql`select award_id, player_id from award_players order by award_id, player_id`,
    );
    expect(awardPlayers.map((r) => [r.award_id, r.player_id])).toEqual(EXPECTED_AWARD_PLAYERS);
    const res = await t.app.inject({ url: '/api/awards/skinny' });
    expect(res.statusCode).toBe(200);
    const spiker = (res.json() as { id: number; players: { id: number }[] }[]).find((a) => a.id === 41);
    expect(spiker?.players.map((p) => p.id)).toEqual([22]);
  });

  it('splits tags and normalises set scores of matches', async () => {
    const matches = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select id, tags, set1_score, set2_score, set3_score, team2_name, challonge_match_id, status, phase, region
          from matches order by id`,
    );
    expect(matches).toEqual([
      {
        id: 50,
        tags: ['week 1', 'playoffs', 'finals'],
        set1_score: '25-20',
        set2_score: '21-25',
        set3_score: '25-19',
        team2_name: 'Ember',
        challonge_match_id: '9001',
        status: 'completed',
        phase: 'qualifiers',
        region: 'na',
      },
      {
        id: 51,
        tags: [],
        set1_score: null,
        set2_score: null,
        set3_score: null,
        team2_name: 'TBD',
        challonge_match_id: null,
        status: 'scheduled',
        phase: 'playoffs',
        region: 'eu',
      },
      {
        id: 52,
        tags: ['eu'],
        set1_score: null,
        set2_score: '25-23',
        set3_score: null,
        team2_name: 'Spike Squad',
        challonge_match_id: null,
        status: 'completed',
        phase: 'playoffs',
        region: 'as',
      },
    ]);
  });

  it('keeps articles with their approval state, authors and likes from the rows', async () => {
    const articles = await queryRows<{
      id: number;
      approved: boolean | null;
      likes: number;
      user_id: number;
    }>(t.db, sql`select id, approved, likes, user_id from articles order by id`);
    expect(articles).toEqual([
      { id: 70, approved: true, likes: 2, user_id: 5 },
      { id: 71, approved: null, likes: 0, user_id: 1 },
      { id: 72, approved: false, likes: 1, user_id: 5 },
      { id: 73, approved: true, likes: 2, user_id: 2 },
    ]);
    const likes = await queryRows<{ article_id: number; user_id: number }>(
      t.db,
      sql`select article_id, user_id from article_likes order by article_id, user_id`,
    );
    expect(likes.map((l) => [l.article_id, l.user_id])).toEqual([
      [70, 1],
      [70, 2],
      [72, 3],
      [73, 4],
      [73, 5],
    ]);
    // Approved ones are public; the pending and rejected ones are not.
    const res = await t.app.inject({ url: '/api/articles' });
    expect((res.json() as { id: number }[]).map((a) => a.id).sort()).toEqual([70, 73]);
  });

  it('keeps members with their roles, e-mails and join dates', async () => {
    const rows = await t.db.select().from(users).orderBy(users.id);
    expect(rows.map((u) => [u.id, u.username, u.email, u.role, u.createdAt.toISOString()])).toEqual([
      [1, 'legacy_lee', 'lee@example.com', 'user', '2022-05-01T10:00:00.000Z'],
      [2, 'Boss', 'boss@example.com', 'superadmin', '2021-01-01T09:00:00.000Z'],
      [3, 'mod_mia', 'mia@example.com', 'user', '2022-06-01T10:00:00.000Z'],
      [4, 'no_hash', 'nohash@example.com', 'user', '2022-07-01T10:00:00.000Z'],
      [5, 'writer_wu', 'Writer@Example.com', 'admin', '2022-08-01T10:00:00.000Z'],
    ]);
  });

  it('recalculates records by our rules and says how the old ones differ', async () => {
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from records`);
    expect(report.recordsCreated).toBe(row?.n);
    expect(report.recordsCreated).toBeGreaterThan(0);
    expect(report.records).toEqual({
      oldRecords: 3,
      same: 1,
      differences: { 'different value': 1, 'not a record kind of ours': 1 },
    });
  });

  it('moves the sequences past the old ids', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { username: 'newcomer', email: 'new@example.com', password: 'secret1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user.id).toBe(6);
  });

  it('serves the imported league at the old ids', async () => {
    const player = await t.app.inject({ url: '/api/players/22' });
    expect(player.statusCode).toBe(200);
    expect(player.json().name).toBe('SpikeKing');
    const game = await t.app.inject({ url: '/api/games/30' });
    expect(game.statusCode).toBe(200);
    expect(game.json()).toMatchObject({ id: 30, team1Score: 1, team2Score: 3 });
  });

  describe('members log in with their old passwords', () => {
    const login = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
    const storedHash = async (id: number) =>
      (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.h ?? '';

    it('refuses a wrong password and leaves the old hash alone', async () => {
      const res = await login('legacy_lee', 'not-the-password');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
      expect(await storedHash(1)).toMatch(/^\$2b\$10\$/);
    });

    it('accepts the old password ($2b$), answers no hash, and replaces the hash with ours', async () => {
      const before = (await t.db.select().from(users).where(eq(users.id, 1)))[0];
      const res = await login('legacy_lee', LEGACY_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: 1, username: 'legacy_lee', role: 'user' });
      expect(res.body).not.toMatch(/\$2[ab]\$|scrypt/);
      const after = (await t.db.select().from(users).where(eq(users.id, 1)))[0];
      expect(after?.passwordHash).toMatch(/^scrypt\$/);
      expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
      // And again, now against our own hash.
      expect((await login('legacy_lee', LEGACY_PASSWORD)).statusCode).toBe(200);
      expect((await login('legacy_lee', 'not-the-password')).statusCode).toBe(401);
    });

    it('accepts a $2a$ hash too', async () => {
      expect(await storedHash(2)).toMatch(/^\$2a\$10\$/);
      const res = await login('boss', LEGACY_ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('superadmin');
      expect(await storedHash(2)).toMatch(/^scrypt\$/);
    });

    it('a member whose old password was not a hash cannot log in', async () => {
      expect((await login('no_hash', 'plain-text-password')).statusCode).toBe(401);
    });
  });
});

describe('refusals leave the target as it was', () => {
  let legacy: LegacyDatabase;

  beforeAll(async () => {
    legacy = await createLegacyDatabase();
    await loadLegacyFixture(legacy);
  });
  afterAll(() => legacy.dispose());

  it('a dry run reports what would be created and changes nothing', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const report = await importFrom(legacy, database.db, { dryRun: true });
      expect(report.dryRun).toBe(true);
      expect(report.blocked).toBe(false);
      expect(report.created.stats).toBe(10);
      expect(report.records?.same).toBe(1);
      expect(await countLeagueRows(database.db)).toEqual({});
    } finally {
      await dispose();
    }
  });

  it('refuses a target holding league data without --replace; --replace twice gives the same league', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      await importFrom(legacy, database.db);
      const first = await dumpLeague(database.db);
      await expect(importFrom(legacy, database.db)).rejects.toThrow(
        /already holds league data \(5 users, 3 seasons, .*\)\. Nothing was written\. Run again with --replace/,
      );
      const dry = await importFrom(legacy, database.db, { dryRun: true });
      expect(dry.blocked).toBe(true);
      expect(issue(dry, 'blocked', 'target', 'database')?.reason).toMatch(/--replace/);
      expect(await dumpLeague(database.db)).toBe(first);
      // A dry run of a replacement replaces inside its transaction, then rolls that back too.
      const dryReplace = await importFrom(legacy, database.db, { dryRun: true, replace: true });
      expect(dryReplace.blocked).toBe(false);
      expect(dryReplace.replaced).toMatchObject({ users: 5, seasons: 3, stats: 10 });
      expect(await dumpLeague(database.db)).toBe(first);
      const replaced = await importFrom(legacy, database.db, { replace: true });
      expect(replaced.replaced).toMatchObject({ users: 5, seasons: 3, stats: 10 });
      expect(await dumpLeague(database.db)).toBe(first);
      await importFrom(legacy, database.db, { replace: true });
      expect(await dumpLeague(database.db)).toBe(first);
    } finally {
      await dispose();
    }
  });

  it('blocks on rows that break a rule, names them, and writes nothing', async () => {
    const broken = await createLegacyDatabase();
    const { database, dispose } = await openTestDatabase();
    try {
      await loadLegacyFixture(broken);
      await broken.exec(`update stats set digs = -2 where id = 103`);
      await broken.exec(
        `insert into "user" (id, username, email, password, role) values (9, 'LEGACY_LEE', 'x@example.com', 'x', 'user')`,
      );
      await broken.exec(`insert into teams_games ("teamsId", "gamesId") values (13, 34)`);
      for (const dryRun of [true, false]) {
        const report = await importFrom(broken, database.db, { dryRun });
        expect(report.blocked).toBe(true);
        expect(issue(report, 'blocked', 'stats', '#103')?.reason).toMatch(/digs -2/);
        expect(issue(report, 'blocked', 'user', '#9')?.reason).toMatch(/same as #1's once lower-cased/);
        expect(issue(report, 'blocked', 'games', '#34')?.reason).toMatch(/has 3 teams/);
        expect(report.recordsCreated).toBeNull();
        expect(await countLeagueRows(database.db)).toEqual({});
      }
    } finally {
      await dispose();
      await broken.dispose();
    }
  });

  it('a database that is not a legacy one is named with what it lacks', async () => {
    const other = await createLegacyDatabase(
      'drop table article_likes; alter table teams drop column placement; alter table stats drop column digs;',
    );
    const { database, dispose } = await openTestDatabase();
    try {
      const source = await other.openSource();
      await expect(checkLegacySchema(source)).rejects.toThrow(
        'This is not a legacy league database (missing tables: article_likes; missing columns: teams.placement, stats.digs).',
      );
      await expect(importLegacy(source, database.db, { dryRun: false, replace: false })).rejects.toThrow(
        /not a legacy league database/,
      );
      await source.close();
      expect(await countLeagueRows(database.db)).toEqual({});
    } finally {
      await dispose();
      await other.dispose();
    }
  });

  it('a malformed or unreachable address is a clear message', async () => {
    await expect(openLegacySource('not a url')).rejects.toThrow(
      '"not a url" is not a connection address. Give it as --from postgres://USER@HOST:PORT/DATABASE',
    );
    await expect(openLegacySource('mysql://me@localhost/league')).rejects.toThrow(
      'The legacy database address must start with postgres://',
    );
    await expect(openLegacySource('postgres://me@127.0.0.1')).rejects.toThrow(
      'needs a host and a database name',
    );
    await expect(openLegacySource('postgres://me@127.0.0.1:1/league')).rejects.toThrow(
      /Could not connect to the legacy database at 127\.0\.0\.1:1\/league/,
    );
  });
});
