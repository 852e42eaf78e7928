/**
 * The leaderboard read model in SQL: one statement per request, summing the 13 stat fields per player or
 * per team over the games of the selected season and stage group. The shared
 * `buildLeaderboardFromStatLines` is the oracle these statements are tested against.
 *
 * Each statement answers ONE value, the rows as JSON text, parsed into the shared `PlayerTotalsRow` and
 * `TeamTotalsRow`. Shipping thousands of rows of 20 columns costs far more than the aggregation itself
 * (tens of microseconds a row on PGlite), while one text value costs next to nothing.
 *
 * The player statements read player_career_totals / player_season_totals (migration 0002) when
 * every stage counts.
 *
 * Every statement relies on the one-line-per-player-per-game rule (stats_game_player_uq): a player's
 * stat lines are distinct games, so counting lines counts games and summing each line's sets sums the
 * sets of distinct games.
 */
import { STAT_FIELDS, type StatField, type StatNumbers } from '@league/shared/domain/league';
import { type StageFilter, stagesInGroup } from '@league/shared/domain/stages';
import type { PlayerTotalsRowDto, TeamTotalsRowDto } from '@league/shared/schemas/leaderboard';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

export interface LeaderboardScope {
  /** Season number; null = every season. */
  seasonNumber: number | null;
  stage: StageFilter;
}

const columnOf = (field: StatField) => sql.raw(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const sumsOf = (alias: string) =>
  sql.join(
    STAT_FIELDS.map((f) => sql`sum(${sql.raw(alias)}.${columnOf(f)})::int as ${columnOf(f)}`),
    sql`, `,
  );
/** The `totals` object of a row from the summed columns of `alias`. */
const totalsJson = (alias: string) =>
  sql`json_build_object(${sql.join(
    STAT_FIELDS.map((f) => sql`'${sql.raw(f)}', ${sql.raw(alias)}.${columnOf(f)}`),
    sql`, `,
  )})`;
/**
 * Rows with only zeros are dropped here already: the page never shows them
 * (docs/product/leaderboard.md#rules-and-constants).
 */
const anyStatOf = (alias: string) =>
  sql.join(
    STAT_FIELDS.map((f) => sql`${sql.raw(alias)}.${columnOf(f)}`),
    sql` + `,
  );

/**
 * The games in scope. The season is matched by NUMBER through a scalar subquery, so the planner uses
 * games_season_idx; a stage group keeps only its stages, which leaves out games without a stage.
 */
function scopedGames(scope: LeaderboardScope): SQL {
  const conditions: SQL[] = [];
  if (scope.seasonNumber !== null) {
    conditions.push(sql`g.season_id = (select id from seasons where season_number = ${scope.seasonNumber})`);
  }
  if (scope.stage !== 'all') {
    conditions.push(
      sql`g.stage = any(${`{${stagesInGroup(scope.stage).map(quoteArrayItem).join(',')}}`}::text[])`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select g.id, g.season_id, g.team1_id, g.team2_id, g.team1_score + g.team2_score as sets
             from games g ${where}`;
}

/** An element of a PostgreSQL array literal, quoted (stage names contain `;` and spaces). */
function quoteArrayItem(text: string): string {
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** JSON text of an array of rows (never null, `[]` when nothing matched). */
async function selectJsonRows(db: Db, query: SQL): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(db, query);
  return row?.rows ?? '[]';
}

/**
 * The sums of each player with lines in scope, from the tables the triggers keep when every stage counts
 * (player_career_totals for every season, player_season_totals for one), else from the scoped games' lines.
 */
function playerSums(scope: LeaderboardScope): SQL {
  if (scope.stage === 'all' && scope.seasonNumber === null) {
    return sql`select t.player_id, t.games, t.sets, ${sql.join(
      STAT_FIELDS.map((f) => sql`t.${columnOf(f)}`),
      sql`, `,
    )}
               from player_career_totals t
               where ${anyStatOf('t')} > 0`;
  }
  if (scope.stage === 'all') {
    const season =
      scope.seasonNumber === null
        ? sql``
        : sql`where t.season_id = (select id from seasons where season_number = ${scope.seasonNumber})`;
    return sql`select t.player_id, sum(t.games)::int as games, sum(t.sets)::int as sets, ${sumsOf('t')}
               from player_season_totals t ${season}
               group by t.player_id
               having sum(${anyStatOf('t')}) > 0`;
  }
  return sql`select s.player_id, count(*)::int as games, sum(sg.sets)::int as sets, ${sumsOf('s')}
             from stats s join (${scopedGames(scope)}) sg on sg.id = s.game_id
             group by s.player_id
             having sum(${anyStatOf('s')}) > 0`;
}

/**
 * Player rows: per player, the sums of their lines in scope, the games and sets those lines cover and,
 * with a season selected, their team that season (the lowest team id should a roster list them twice).
 * The team lookup is a join on that season's rosters, not a per-player subquery, so its cost does not
 * depend on the planner having statistics (PGlite never runs autovacuum's ANALYZE).
 *
 * The rows travel as two values, not as result rows: every number in one PostgreSQL int[][] literal and
 * the names as a JSON array in the same order (two aggregates of one query see the rows in one order).
 * At 100× the demo league that is 32k rows; writing them as JSON objects took twice as long.
 */
export async function selectPlayerRows(db: Db, scope: LeaderboardScope): Promise<PlayerTotalsRowDto[]> {
  const seasonTeams =
    scope.seasonNumber === null
      ? sql`select null::int as player_id, null::int as id, null::text as name where false`
      : sql`select distinct on (tp.player_id) tp.player_id, t.id, t.name
            from teams t join team_players tp on tp.team_id = t.id
            where t.season_id = (select id from seasons where season_number = ${scope.seasonNumber})
            order by tp.player_id, t.id`;
  const [row] = await queryRows<{ numbers: string | null; names: string | null }>(
    db,
    sql`with sums as (${playerSums(scope)}),
        season_teams as (${seasonTeams})
        select array_agg(array[p.id, coalesce(st.id, 0), sums.games, sums.sets, ${sql.join(
          STAT_FIELDS.map((f) => sql`sums.${columnOf(f)}`),
          sql`, `,
        )}])::text as numbers,
               json_agg(json_build_array(p.name, st.name))::text as names
        from sums join players p on p.id = sums.player_id
        left join season_teams st on st.player_id = sums.player_id`,
  );
  if (!row?.numbers || !row.names) return [];
  const numbers = parseIntMatrix(row.numbers);
  const names = JSON.parse(row.names) as [string, string | null][];
  return numbers.map((values, i) => playerRowOf(values, names[i] ?? ['', null]));
}

/** `{{1,2},{3,4}}` (a PostgreSQL int[][] literal, no NULLs) as number arrays. */
function parseIntMatrix(literal: string): number[][] {
  return JSON.parse(literal.replaceAll('{', '[').replaceAll('}', ']')) as number[][];
}

/** From [id, teamId or 0, games, sets, ...the 13 sums in STAT_FIELDS order] and [name, teamName]. */
function playerRowOf(values: number[], [name, teamName]: [string, string | null]): PlayerTotalsRowDto {
  const teamId = values[1] ?? 0;
  return {
    kind: 'player',
    id: values[0] ?? 0,
    name,
    teamName,
    teamId: teamId === 0 ? null : teamId,
    gamesPlayed: values[2] ?? 0,
    setsPlayed: values[3] ?? 0,
    totals: statNumbersAt(values, 4),
  };
}

/**
 * The 13 sums from `offset` on, in STAT_FIELDS order (the order the statement writes them). Written out
 * rather than looped: one object shape for every row, built fast for tens of thousands of rows.
 */
function statNumbersAt(v: number[], offset: number): StatNumbers {
  const at = (i: number) => v[offset + i] ?? 0;
  return {
    spikeKills: at(0),
    spikeAttempts: at(1),
    apeKills: at(2),
    apeAttempts: at(3),
    spikingErrors: at(4),
    digs: at(5),
    blocks: at(6),
    assists: at(7),
    aces: at(8),
    settingErrors: at(9),
    blockFollows: at(10),
    servingErrors: at(11),
    miscErrors: at(12),
  };
}

/**
 * Team rows (docs/product/leaderboard.md#data): a line counts for the game's team whose roster lists the
 * player (team 1 first, should both); lines of players on neither roster count for nobody. Players and games
 * are counted distinct and sets summed over distinct games by grouping per (team, player) and per (team,
 * game) first: hash aggregates, where `count(distinct …)` would sort every line (on disk at the 20× league).
 */
export async function selectTeamRows(db: Db, scope: LeaderboardScope): Promise<TeamTotalsRowDto[]> {
  const json = await selectJsonRows(
    db,
    sql`with scoped as (${scopedGames(scope)}),
        lines as materialized (
          select coalesce(r1.team_id, r2.team_id) as team_id, s.player_id, s.game_id, sg.sets,
                 ${sql.join(
                   STAT_FIELDS.map((f) => sql`s.${columnOf(f)}`),
                   sql`, `,
                 )}
          from stats s join scoped sg on sg.id = s.game_id
          left join team_players r1 on r1.team_id = sg.team1_id and r1.player_id = s.player_id
          left join team_players r2 on r2.team_id = sg.team2_id and r2.player_id = s.player_id
          where r1.team_id is not null or r2.team_id is not null),
        by_player as (
          select team_id, ${sumsOf('l')} from lines l group by team_id, player_id),
        sums as (
          select b.team_id, count(*)::int as players, ${sumsOf('b')}
          from by_player b group by b.team_id
          having sum(${anyStatOf('b')}) > 0),
        by_game as (
          select team_id, min(sets) as sets from lines group by team_id, game_id),
        games_of as (
          select team_id, count(*)::int as games, sum(sets)::int as total_sets from by_game group by team_id)
        select json_agg(json_build_object(
                 'kind', 'team', 'id', t.name || '-' || se.season_number, 'teamId', t.id, 'name', t.name,
                 'seasonNumber', se.season_number, 'logoUrl', t.logo_url, 'playerCount', sums.players,
                 'gamesPlayed', games_of.games, 'totalSets', games_of.total_sets, 'totals', ${totalsJson('sums')})
               order by lower(t.name), se.season_number, t.id)::text as rows
        from sums join games_of on games_of.team_id = sums.team_id
        join teams t on t.id = sums.team_id join seasons se on se.id = t.season_id`,
  );
  return JSON.parse(json) as TeamTotalsRowDto[];
}
