/**
 * Writes the demo league into an empty legacy database (one made from legacy-schema.sql), the way the old
 * site stored it: both roster join tables, teams_games with team 1 first, comma-joined tags, a likes
 * counter beside the likes rows, bcrypt passwords. The tests use it as their large generated legacy
 * league and the benchmark as its 10× one.
 */

import { readFileSync } from 'node:fs';
import type { DemoLeague } from '../demo-league/build-league.ts';
import { toTableRows } from '../demo-league/league-rows.ts';
import { LEGACY_COLUMNS } from './source.ts';

/** The previous site's schema (pg_dump of its database): `psql -f` it, or run it whole, to make an empty one. */
export const LEGACY_SCHEMA_SQL = readFileSync(new URL('./legacy-schema.sql', import.meta.url), 'utf8');

/** Runs one statement with parameters on the legacy database. */
export type LegacyExec = (text: string, params: unknown[]) => Promise<unknown>;

const ROWS_PER_INSERT = 500;

/** A timestamp without time zone holding UTC, as the old site stored it. */
const naive = (value: unknown) => (value instanceof Date ? value.toISOString().replace('Z', '') : value);

async function insert(
  exec: LegacyExec,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
): Promise<void> {
  const names = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(naive(value));
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await exec(`insert into "${table}" (${names}) values ${tuples.join(', ')}`, params);
  }
}

type Row = Record<string, unknown>;

/** Answers the rows written per legacy table. `passwordHash` is every account's bcrypt hash. */
export async function writeDemoLeagueAsLegacy(
  exec: LegacyExec,
  league: DemoLeague,
  passwordHash: string,
): Promise<Record<string, number>> {
  const ours = new Map<string, Row[]>(
    toTableRows(
      league,
      league.accounts.map(() => passwordHash),
    ).map(([name, , rows]) => [name, rows]),
  );
  const rows = (name: string) => ours.get(name) ?? [];
  const written: Record<string, number> = {};
  const put = async (table: string, columns: readonly string[], values: unknown[][]) => {
    await insert(exec, table, columns, values);
    written[table] = values.length;
  };
  const pick = (row: Row, keys: readonly string[]) => keys.map((k) => row[k] ?? null);

  await put(
    'user',
    LEGACY_COLUMNS.user!,
    rows('users').map((u) => [u.id, u.username, u.email, u.passwordHash, u.role, u.createdAt, u.updatedAt]),
  );
  /** A legacy table whose columns our rows carry under the same names; `convert` adapts a few values. */
  const putSameColumns = (
    table: string,
    from: string,
    convert: Record<string, (value: unknown) => unknown> = {},
  ) => {
    const columns = [...(LEGACY_COLUMNS[table] ?? [])];
    const values = rows(from).map((row) =>
      columns.map((c) => (convert[c] ? convert[c](row[c]) : (row[c] ?? null))),
    );
    return put(table, columns, values);
  };
  await putSameColumns('seasons', 'seasons');
  await putSameColumns('teams', 'teams');
  await putSameColumns('players', 'players');
  const roster = rows('team_players').map((r) => [r.teamId, r.playerId]);
  await put('teams_players', ['teamsId', 'playersId'], roster);
  await put('players_teams_teams', ['teamsId', 'playersId'], roster);
  // The old site's stage column is required text: a game without a stage (the regular phase's) is blank.
  await putSameColumns('games', 'games', { stage: (stage) => stage ?? '' });
  // Team 1 first: the old site took the first row of a game as its team 1.
  await put(
    'teams_games',
    ['teamsId', 'gamesId'],
    rows('games').flatMap((g) => [
      [g.team1Id, g.id],
      [g.team2Id, g.id],
    ]),
  );
  await putSameColumns('stats', 'stats');
  await putSameColumns('awards', 'awards');
  await put(
    'awards_players_players',
    ['awardsId', 'playersId'],
    rows('award_players').map((r) => [r.awardId, r.playerId]),
  );
  // The old site kept a match's tags as one comma-joined text, and had no live state: a match in
  // progress was still scheduled there (its scores come through; the import keeps it scheduled).
  await putSameColumns('matches', 'matches', {
    status: (status) => (status === 'live' ? 'scheduled' : status),
    tags: (tags) => ((tags as string[] | undefined) ?? []).join(',') || null,
  });
  // The old site names an article's author `authorId`; ours is `userId`.
  const articleColumns = LEGACY_COLUMNS.article!;
  await put(
    'article',
    articleColumns,
    rows('articles').map((a) =>
      pick(
        a,
        articleColumns.map((c) => (c === 'authorId' ? 'userId' : c)),
      ),
    ),
  );
  await put(
    'article_likes',
    ['articleId', 'userId'],
    rows('article_likes').map((l) => [l.articleId, l.userId]),
  );
  // The old site's own sequences move past the ids, as its inserts would have.
  for (const table of [
    'user',
    'seasons',
    'teams',
    'players',
    'games',
    'stats',
    'awards',
    'matches',
    'article',
  ]) {
    await exec(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 1))`,
      [],
    );
  }
  return written;
}
