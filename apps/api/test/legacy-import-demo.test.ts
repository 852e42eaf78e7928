/**
 * The large generated legacy league: the demo league written the way the old site stored it, imported,
 * must come out as the same league the demo seed writes directly (same ids, rows, sums and records).
 */
import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { buildDemoLeague } from '../src/demo-league/build-league.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { writeDemoLeagueAsLegacy } from '../src/legacy-import/demo-as-legacy.ts';
import { type ImportReport, importLegacy } from '../src/legacy-import/import-legacy.ts';
import { createLegacyDatabase, type LegacyDatabase } from './helpers/legacy-db.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const NOW = new Date('2026-03-02T12:00:00Z');

/** What both ways of writing the demo league must agree on (password hashes and like times differ by design). */
const COMPARED: [string, string, string][] = [
  ['users', 'id, username, email, role, created_at, updated_at', 'id'],
  ['articles', '*', 'id'],
  ['article_likes', 'article_id, user_id', 'article_id, user_id'],
  ['seasons', '*', 'id'],
  ['teams', '*', 'id'],
  ['players', '*', 'id'],
  ['team_players', '*', 'team_id, player_id'],
  ['games', '*', 'id'],
  ['stats', '*', 'id'],
  ['awards', '*', 'id'],
  ['award_players', '*', 'award_id, player_id'],
  // The old site had no division and no live state (tonight's matches in progress arrive scheduled):
  // every other column of a match comes through.
  [
    'matches',
    "id, match_number, case when status = 'live' then 'scheduled' else status::text end as status, round, phase, region, date, team1_name, team2_name, team1_score, team2_score, " +
      'set1_score, set2_score, set3_score, set4_score, set5_score, tags, season_id, challonge_match_id',
    'id',
  ],
  ['records', 'type, record, rank, value, date, game_id, player_id, season_id', 'type, sort_order, rank'],
  ['player_season_totals', '*', 'player_id, season_id'],
  ['player_career_totals', '*', 'player_id'],
];

const rowsOf = (db: Db, [table, columns, order]: [string, string, string]) =>
  queryRows<Record<string, unknown>>(db, sql.raw(`select ${columns} from ${table} order by ${order}`));

describe('importing the demo league from a legacy database', () => {
  let legacy: LegacyDatabase;
  let imported: Awaited<ReturnType<typeof openTestDatabase>>;
  let seeded: Awaited<ReturnType<typeof openTestDatabase>>;
  let report: ImportReport;
  let legacyRows: Record<string, number>;

  beforeAll(async () => {
    legacy = await createLegacyDatabase();
    legacyRows = await writeDemoLeagueAsLegacy(
      (text, params) => legacy.exec(text, params),
      buildDemoLeague({ scale: 1, now: NOW }),
      bcrypt.hashSync('volley-demo-1', 10),
    );
    imported = await openTestDatabase();
    seeded = await openTestDatabase();
    const source = await legacy.openSource();
    report = await importLegacy(source, imported.database.db, { dryRun: false, replace: false });
    await source.close();
    await seedDemo(seeded.database.db, { scale: 1, now: NOW });
  }, 300_000);
  afterAll(async () => {
    await imported.dispose();
    await seeded.dispose();
    await legacy.dispose();
  });

  it('imports every row with nothing to report', () => {
    expect(report.blocked).toBe(false);
    expect(report.issues).toEqual([]);
    expect(report.created.stats).toBe(legacyRows.stats);
    expect(report.created.team_players).toBe(legacyRows.teams_players);
    expect(report.created.games).toBe(legacyRows.games);
    expect(report.created.users).toBe(legacyRows.user);
    expect(report.created.article_likes).toBe(legacyRows.article_likes);
  });

  for (const compared of COMPARED) {
    it(`gives the same ${compared[0]} as the demo seed`, async () => {
      const [mine, theirs] = await Promise.all([
        rowsOf(imported.database.db, compared),
        rowsOf(seeded.database.db, compared),
      ]);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine).toEqual(theirs);
    });
  }
});
