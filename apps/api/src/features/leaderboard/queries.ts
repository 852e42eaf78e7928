/**
 * The leaderboard read model in SQL: one statement per request, summing the 13 stat fields per player or
 * per team over the games of the selected season and stage group. The shared
 * `buildLeaderboardFromStatLines` is the oracle these statements are tested against.
 *
 * Each statement answers ONE value, the rows as JSON text in the shapes of the shared `PlayerTotalsRow`
 * (plus teamId) and `TeamTotalsRow`. Shipping thousands of rows of 20 columns costs far more than the
 * aggregation itself (tens of microseconds a row on PGlite), while one text value costs next to nothing.
 *
 * Every statement relies on the one-line-per-player-per-game rule (stats_game_player_uq): a player's
 * stat lines are distinct games, so counting lines counts games and summing each line's sets sums the
 * sets of distinct games.
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { type StageFilter, stagesInGroup } from '@league/shared/domain/stages';
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
/** Rows with only zeros are dropped here already: the page never shows them (public §5). */
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
 * Player rows: per player, the sums of their lines in scoped games, the games and sets those lines cover
 * and, with a season selected, their team that season (the lowest team id should a roster list them
 * twice). The team lookup is a join on that season's rosters, not a per-player subquery, so its cost does
 * not depend on the planner having statistics (PGlite never runs autovacuum's ANALYZE).
 */
export function selectPlayerRowsJson(db: Db, scope: LeaderboardScope): Promise<string> {
  const seasonTeams =
    scope.seasonNumber === null
      ? sql`select null::int as player_id, null::int as id, null::text as name where false`
      : sql`select distinct on (tp.player_id) tp.player_id, t.id, t.name
            from teams t join team_players tp on tp.team_id = t.id
            where t.season_id = (select id from seasons where season_number = ${scope.seasonNumber})
            order by tp.player_id, t.id`;
  return selectJsonRows(
    db,
    sql`with scoped as (${scopedGames(scope)}),
        sums as (
          select s.player_id, count(*)::int as games, sum(sg.sets)::int as sets, ${sumsOf('s')}
          from stats s join scoped sg on sg.id = s.game_id
          group by s.player_id
          having sum(${anyStatOf('s')}) > 0),
        season_teams as (${seasonTeams})
        select json_agg(json_build_object(
                 'kind', 'player', 'id', p.id, 'name', p.name, 'teamName', st.name, 'teamId', st.id,
                 'gamesPlayed', sums.games, 'setsPlayed', sums.sets, 'totals', ${totalsJson('sums')})
               order by lower(p.name), p.id)::text as rows
        from sums join players p on p.id = sums.player_id
        left join season_teams st on st.player_id = sums.player_id`,
  );
}

/**
 * Team rows (public §3 Team aggregate): a line counts for the game's team whose roster lists the player
 * (team 1 first, should both); lines of players on neither roster count for nobody. Players and games are
 * counted distinct and sets summed over distinct games by grouping per (team, player) and per (team, game)
 * first: hash aggregates, where `count(distinct …)` would sort every line (on disk at the 20× league).
 */
export function selectTeamRowsJson(db: Db, scope: LeaderboardScope): Promise<string> {
  return selectJsonRows(
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
}
