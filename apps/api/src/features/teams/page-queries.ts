/** Team pages read as one JSON value built in SQL (ADR 34). */
import { STAT_FIELDS } from '@league/shared/domain/league';
import type { TeamDetail } from '@league/shared/schemas/teams';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  isoTimestamp,
  statNumbersJsonFields,
  statSumColumns,
  teamWithSeasonJson,
} from '../../db/league-sql.ts';
import { games, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
import { slugKeyOf } from '../../db/sql-helpers.ts';

/** A team page as SQL builds it (ADR 34); the service adds what it counts and adds up. */
export type TeamPageRow = Omit<TeamDetail, 'playoffGames' | 'totalStats'>;

/**
 * Team pages of the teams matching `where` (on "teams"), newest season first, in one query answering one
 * JSON value (ADR 34): each team with its season; its roster by name; its games newest first, each with
 * the other side as `opponent`; and per roster player, in roster order, the sums of the player's lines
 * in that team's games (zeros without lines). The roster is read once per team for both lists.
 */
function readTeamPages(db: Db, where: SQL): Promise<TeamPageRow[] | undefined> {
  const sums = STAT_FIELDS.map((f) => sql`${statSumColumns()[f]} as ${sql.identifier(stats[f].name)}`);
  const byName = sql`order by lower(p.name), p.id`;
  return queryJson<TeamPageRow[]>(
    db,
    sql`select coalesce(json_agg(
        ${teamWithSeasonJson(
          'teams',
          'seasons',
          sql`'players', roster.players,
          'games', (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name,
              'date', ${isoTimestamp(sql`g.date`)}, 'stage', g.stage, 'team1Id', g.team1_id, 'team2Id', g.team2_id,
              'team1Score', g.team1_score, 'team2Score', g.team2_score,
              'opponent', json_build_object('id', o.id, 'name', o.name))
              order by g.date desc, g.id desc), '[]'::json)
            from ${games} g
            join ${teams} o on o.id = case when g.team1_id = ${teams.id} then g.team2_id else g.team1_id end
            where g.team1_id = ${teams.id} or g.team2_id = ${teams.id}),
          'playerStats', roster.player_stats`,
        )}
        order by ${seasons.seasonNumber} desc, ${teams.id}), '[]'::json) as json
      from ${teams}
      join ${seasons} on ${seasons.id} = ${teams.seasonId}
      cross join lateral (select
          coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'position', p.position) ${byName}),
            '[]'::json) as players,
          coalesce(json_agg(json_build_object('playerId', p.id, 'name', p.name, 'gamesPlayed', x.games_played,
            ${statNumbersJsonFields('x')}) ${byName}), '[]'::json) as player_stats
        from ${teamPlayers} tp
        join ${players} p on p.id = tp.player_id
        cross join lateral (select count(*)::int as games_played, ${sql.join(sums, sql`, `)}
          from ${stats}
          join ${games} g on g.id = ${stats.gameId} and (g.team1_id = ${teams.id} or g.team2_id = ${teams.id})
          where ${stats.playerId} = p.id) x
        where tp.team_id = ${teams.id}) roster
      where ${where}`,
  );
}

/** The team pages of every season's team whose name has this slug key (see findTeamsBySlugKey). */
export async function readTeamPagesBySlugKey(db: Db, key: string): Promise<TeamPageRow[]> {
  return (await readTeamPages(db, sql`${slugKeyOf(teams.name)} = ${key}`)) ?? [];
}

/** The team page of one team, or undefined. */
export async function readTeamPage(db: Db, id: number): Promise<TeamPageRow | undefined> {
  const [page] = (await readTeamPages(db, eq(teams.id, id))) ?? [];
  return page;
}
