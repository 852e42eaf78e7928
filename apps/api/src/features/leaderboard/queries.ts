/**
 * The leaderboard read model in SQL: one statement per request, summing the 13 stat fields per player or
 * per team over the games of the selected season and stage group. The shared
 * `buildLeaderboardFromStatLines` is the oracle these statements are tested against.
 *
 * Every statement relies on the one-line-per-player-per-game rule (stats_game_player_uq): a player's
 * stat lines are distinct games, so counting lines counts games and summing each line's sets sums the
 * sets of distinct games.
 */
import { STAT_FIELDS, type StatField, type StatNumbers } from '@league/shared/domain/league';
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
    STAT_FIELDS.map((f) => sql`sum(${sql.raw(alias)}.${columnOf(f)})::int as "${sql.raw(f)}"`),
    sql`, `,
  );
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
    conditions.push(
      sql`g.season_id = (select id from seasons where season_number = ${scope.seasonNumber})`,
    );
  }
  if (scope.stage !== 'all') {
    conditions.push(sql`g.stage = any(${`{${stagesInGroup(scope.stage).map(quoteArrayItem).join(',')}}`}::text[])`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select g.id, g.season_id, g.team1_id, g.team2_id, g.team1_score + g.team2_score as sets
             from games g ${where}`;
}

/** An element of a PostgreSQL array literal, quoted (stage names contain `;` and spaces). */
function quoteArrayItem(text: string): string {
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

export interface PlayerSumsRow extends StatNumbers {
  id: number;
  name: string;
  teamId: number | null;
  teamName: string | null;
  gamesPlayed: number;
  setsPlayed: number;
}

/**
 * Per player: the sums of their lines in scoped games, the games and sets those lines cover and, with a
 * season selected, their team that season (the lowest team id when a roster lists them twice).
 */
export function selectPlayerSums(db: Db, scope: LeaderboardScope): Promise<PlayerSumsRow[]> {
  // Without a season there is no "team that season": skip the roster lookup entirely.
  const team =
    scope.seasonNumber === null
      ? { columns: sql`null::int as "teamId", null::text as "teamName"`, join: sql`` }
      : {
          columns: sql`pt.id as "teamId", pt.name as "teamName"`,
          join: sql`left join lateral (
              select t.id, t.name from team_players tp join teams t on t.id = tp.team_id
              where tp.player_id = p.id
                and t.season_id = (select id from seasons where season_number = ${scope.seasonNumber})
              order by t.id limit 1) pt on true`,
        };
  return queryRows<PlayerSumsRow>(
    db,
    sql`with scoped as (${scopedGames(scope)}),
        sums as (
          select s.player_id, count(*)::int as "gamesPlayed", sum(sg.sets)::int as "setsPlayed",
                 ${sumsOf('s')}
          from stats s join scoped sg on sg.id = s.game_id
          group by s.player_id
          having sum(${anyStatOf('s')}) > 0)
        select p.id, p.name, ${team.columns}, sums.*
        from sums join players p on p.id = sums.player_id
        ${team.join}
        order by lower(p.name), p.id`,
  );
}

export interface TeamSumsRow extends StatNumbers {
  teamId: number;
  name: string;
  seasonNumber: number;
  logoUrl: string | null;
  playerCount: number;
  gamesPlayed: number;
  totalSets: number;
}

/**
 * Per team (public §3 Team aggregate): a line counts for the game's team whose roster lists the player
 * (team 1 first, should both); lines of players on neither roster count for nobody. Sets are summed over
 * the team's distinct games, players and games counted distinct.
 */
export function selectTeamSums(db: Db, scope: LeaderboardScope): Promise<TeamSumsRow[]> {
  return queryRows<TeamSumsRow>(
    db,
    sql`with scoped as (${scopedGames(scope)}),
        lines as (
          select coalesce(r1.team_id, r2.team_id) as team_id, s.*, sg.sets
          from stats s join scoped sg on sg.id = s.game_id
          left join team_players r1 on r1.team_id = sg.team1_id and r1.player_id = s.player_id
          left join team_players r2 on r2.team_id = sg.team2_id and r2.player_id = s.player_id
          where r1.team_id is not null or r2.team_id is not null),
        sums as (
          select l.team_id, count(distinct l.player_id)::int as "playerCount",
                 count(distinct l.game_id)::int as "gamesPlayed", ${sumsOf('l')}
          from lines l group by l.team_id
          having sum(${anyStatOf('l')}) > 0),
        sets as (
          select team_id, sum(sets)::int as "totalSets"
          from (select distinct team_id, game_id, sets from lines) per_game group by team_id)
        select t.id as "teamId", t.name, se.season_number as "seasonNumber", t.logo_url as "logoUrl",
               sets."totalSets", sums.*
        from sums join sets on sets.team_id = sums.team_id
        join teams t on t.id = sums.team_id join seasons se on se.id = t.season_id
        order by lower(t.name), se.season_number, t.id`,
  );
}
