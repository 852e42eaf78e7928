/** The player page, read as one JSON value built in SQL (ADR 34). */
import type { PlayerDetail } from '@league/shared/schemas/players';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTimestamp, statNumbersJsonFields } from '../../db/league-sql.ts';
import {
  awardPlayers,
  awards,
  games,
  playerClaims,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
  users,
} from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
import { teamsOfPlayerJson } from './queries.ts';
/** A player page as SQL builds it (ADR 34); the service adds what it adds up from the lines. */
export type PlayerPageRow = Omit<PlayerDetail, 'totalStats' | 'statEntries'>;

/**
 * The player page (PlayerDetail without its sums) in one query answering one JSON value (ADR 34): the
 * player, teams oldest season first, lines newest game first each with its game and the side the
 * player was on (the one of the player's teams that played, team 1 first), awards, records in the
 * tables' order, and the distinct games of the player's teams. The player's team ids are read once
 * (`mine`) for the sides and the games. Undefined when there is no such player.
 */
export function readPlayerPage(db: Db, id: number): Promise<PlayerPageRow | undefined> {
  return queryJson<PlayerPageRow>(
    db,
    sql`select json_build_object(
        'id', p.id, 'name', p.name, 'position', p.position,
        'teams', ${teamsOfPlayerJson(sql`p.id`)},
        'stats', (select coalesce(json_agg(json_build_object(${statNumbersJsonFields('l')},
            'id', l.id, 'gameId', l.game_id, 'playerId', l.player_id,
            'teamId', case when g.team1_id = any(mine.team_ids) then g.team1_id
              when g.team2_id = any(mine.team_ids) then g.team2_id end,
            'game', json_build_object('id', g.id, 'name', g.name, 'date', ${isoTimestamp(sql`g.date`)},
              'stage', g.stage, 'seasonId', g.season_id, 'seasonNumber', gs.season_number,
              'team1Score', g.team1_score, 'team2Score', g.team2_score))
            order by g.date desc, g.id desc), '[]'::json)
          from ${stats} l
          join ${games} g on g.id = l.game_id
          join ${seasons} gs on gs.id = g.season_id
          where l.player_id = p.id),
        'awards', (select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type,
            'season', json_build_object('id', s.id, 'seasonNumber', s.season_number))
            order by s.season_number, a.id), '[]'::json)
          from ${awardPlayers} ap
          join ${awards} a on a.id = ap.award_id
          join ${seasons} s on s.id = a.season_id
          where ap.player_id = p.id),
        'records', (select coalesce(json_agg(json_build_object('id', r.id, 'type', r.type,
            'record', r.record, 'rank', r.rank, 'value', r.value)
            order by r.type, r.sort_order, r.rank), '[]'::json)
          from ${records} r where r.player_id = p.id),
        'distinctGames', (select count(*)::int from ${games} g
          where g.team1_id = any(mine.team_ids) or g.team2_id = any(mine.team_ids)),
        'owner', (select json_build_object('username', u.username, 'bio', c.bio,
            'supportedTeam', case when st.id is null then null else
              json_build_object('id', st.id, 'name', st.name, 'seasonNumber', sts.season_number) end)
          from ${playerClaims} c
          join ${users} u on u.id = c.user_id
          left join ${teams} st on st.id = c.supported_team_id
          left join ${seasons} sts on sts.id = st.season_id
          where c.player_id = p.id and c.status = 'confirmed')
      ) as json
      from ${players} p
      cross join lateral (select coalesce(array_agg(tp.team_id), '{}') as team_ids
        from ${teamPlayers} tp where tp.player_id = p.id) mine
      where p.id = ${id}`,
  );
}
