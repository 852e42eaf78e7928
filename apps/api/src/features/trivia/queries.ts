/**
 * Trivia reads (docs/product/trivia.md#difficulty): candidate counts per entity, computed in SQL, and the
 * plain data the hint builders need. Candidates are grouped by their count, each group answering its size and
 * one member drawn at random, so choosing a group weighted by its size then taking that member is a uniform
 * draw over every candidate of a difficulty — without shipping one row per player.
 */

import type { TriviaType } from '@league/shared/domain/trivia';
import type {
  HintTeam,
  PlayerHintData,
  SeasonHintData,
  TeamHintData,
} from '@league/shared/domain/trivia-hints';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

export interface CandidateGroup {
  /** The difficulty count shared by the group (for seasons: the season number). */
  count: number;
  /** How many candidates have this count. */
  size: number;
  /** One of them, drawn at random. */
  entityId: number;
}

/** Entities with a count of 0 (a player or team the league has no data about) make no question. */
const CANDIDATE_COUNTS: Record<TriviaType, SQL> = {
  // distinct teams (the roster key is team + player) + awards + stat lines + records
  player: sql`select p.id, (coalesce(tp.n, 0) + coalesce(ap.n, 0) + coalesce(st.n, 0) + coalesce(r.n, 0))::int as n
              from players p
              left join (select player_id, count(*) as n from team_players group by player_id) tp on tp.player_id = p.id
              left join (select player_id, count(*) as n from award_players group by player_id) ap on ap.player_id = p.id
              left join (select player_id, count(*) as n from stats group by player_id) st on st.player_id = p.id
              left join (select player_id, count(*) as n from records group by player_id) r on r.player_id = p.id`,
  // players + games
  team: sql`select t.id, (coalesce(tp.n, 0) + coalesce(g.n, 0))::int as n
            from teams t
            left join (select team_id, count(*) as n from team_players group by team_id) tp on tp.team_id = t.id
            left join (select team_id, count(*) as n
                       from (select team1_id as team_id from games union all select team2_id from games) sides
                       group by team_id) g on g.team_id = t.id`,
  season: sql`select id, season_number as n from seasons`,
};

export function selectCandidateGroups(db: Db, type: TriviaType): Promise<CandidateGroup[]> {
  return queryRows<CandidateGroup>(
    db,
    sql`select n as count, count(*)::int as size, (array_agg(id order by random()))[1] as "entityId"
        from (${CANDIDATE_COUNTS[type]}) candidates
        where n > 0
        group by n order by n`,
  );
}

/** Every candidate of a type with its difficulty count (the daily puzzle draws from the whole list). */
export function selectCandidateCounts(db: Db, type: TriviaType): Promise<{ id: number; count: number }[]> {
  return queryRows(
    db,
    sql`select id, n as count from (${CANDIDATE_COUNTS[type]}) candidates where n > 0 order by id`,
  );
}

/** The text a guess is checked against: a player's name, "Name (sN)" for a team, "Season N". */
export async function selectAnswer(db: Db, type: TriviaType, id: number): Promise<string | null> {
  const query: Record<TriviaType, SQL> = {
    player: sql`select name as answer from players where id = ${id}`,
    team: sql`select t.name || ' (s' || se.season_number || ')' as answer
              from teams t join seasons se on se.id = t.season_id where t.id = ${id}`,
    season: sql`select 'Season ' || season_number as answer from seasons where id = ${id}`,
  };
  const [row] = await queryRows<{ answer: string }>(db, query[type]);
  return row?.answer ?? null;
}

export async function selectPlayerHintData(db: Db, id: number): Promise<PlayerHintData | null> {
  const [player] = await queryRows<{ name: string; recordCount: number }>(
    db,
    sql`select name, (select count(*) from records r where r.player_id = p.id)::int as "recordCount"
        from players p where id = ${id}`,
  );
  if (!player) return null;
  const [teams, awards] = await Promise.all([
    queryRows<HintTeam>(
      db,
      sql`select t.name, se.season_number as "seasonNumber", t.placement
          from team_players tp join teams t on t.id = tp.team_id join seasons se on se.id = t.season_id
          where tp.player_id = ${id} order by se.season_number, t.id`,
    ),
    queryRows<{ type: string }>(
      db,
      sql`select a.type from award_players ap join awards a on a.id = ap.award_id
          where ap.player_id = ${id} order by a.id`,
    ),
  ]);
  return { ...player, teams, awardTypes: awards.map((a) => a.type) };
}

export async function selectTeamHintData(db: Db, id: number): Promise<TeamHintData | null> {
  const [team] = await queryRows<Omit<TeamHintData, 'playerNames'>>(
    db,
    sql`select t.name, t.placement, se.season_number as "seasonNumber", se.theme as "seasonTheme",
               se.start_date::text as "seasonStartDate",
               (select count(*) from games g where g.team1_id = t.id or g.team2_id = t.id)::int as "gameCount"
        from teams t join seasons se on se.id = t.season_id where t.id = ${id}`,
  );
  if (!team) return null;
  const roster = await queryRows<{ name: string }>(
    db,
    sql`select p.name from team_players tp join players p on p.id = tp.player_id
        where tp.team_id = ${id} order by lower(p.name), p.id`,
  );
  return { ...team, playerNames: roster.map((p) => p.name) };
}

export async function selectSeasonHintData(db: Db, id: number): Promise<SeasonHintData | null> {
  const [season] = await queryRows<Omit<SeasonHintData, 'teamNames'>>(
    db,
    sql`select se.season_number as "seasonNumber", se.theme, se.start_date::text as "startDate",
               se.end_date::text as "endDate",
               (select count(*) from teams t where t.season_id = se.id)::int as "teamCount",
               (select count(*) from games g where g.season_id = se.id)::int as "gameCount",
               (select count(*) from awards a where a.season_id = se.id)::int as "awardCount",
               (select count(*) from records r where r.season_id = se.id)::int as "recordCount"
        from seasons se where se.id = ${id}`,
  );
  if (!season) return null;
  const teams = await queryRows<{ name: string }>(
    db,
    sql`select name from teams where season_id = ${id} order by lower(name), id`,
  );
  return { ...season, teamNames: teams.map((t) => t.name) };
}

/**
 * The answers a guess can name, as the answer check reads them (lower case, no white space): every player's
 * name; every team's "Name (sN)" and plain name. `prefix` narrows them to names that start with it (the
 * suggestions), else `exact` to one (is a guess a name at all?).
 */
function guessNamesSql(type: 'player' | 'team', filter: { prefix?: string; exact?: string }): SQL {
  const key = (column: SQL) => sql`lower(regexp_replace(${column}, '\\s', '', 'g'))`;
  const where = (column: SQL) =>
    filter.exact !== undefined
      ? sql`${key(column)} = ${filter.exact}`
      : sql`${key(column)} like ${`${(filter.prefix ?? '').replace(/[\\%_]/g, '\\$&')}%`}`;
  if (type === 'player') return sql`select name from players where ${where(sql`name`)}`;
  const full = sql`t.name || ' (s' || se.season_number || ')'`;
  return sql`select ${full} as name from teams t join seasons se on se.id = t.season_id
    where ${where(full)} or ${where(sql`t.name`)}`;
}

/** Whether a guess names some player (or team) at all; the guess is already a comparison key. */
export async function isKnownGuess(db: Db, type: 'player' | 'team', key: string): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(db, sql`${guessNamesSql(type, { exact: key })} limit 1`);
  return rows.length > 0;
}

/** Up to `limit` names starting with the typed text (a comparison key), in name order. */
export function selectGuessSuggestions(
  db: Db,
  type: 'player' | 'team',
  prefix: string,
  limit: number,
): Promise<{ name: string }[]> {
  return queryRows<{ name: string }>(
    db,
    sql`select distinct name from (${guessNamesSql(type, { prefix })}) n order by name limit ${limit}`,
  );
}
