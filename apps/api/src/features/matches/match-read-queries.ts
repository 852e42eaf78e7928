/**
 * Matches as the API answers them (Match): one JSON object per match built in SQL (ADR 34), with its game
 * (docs/decisions/0021-match-game-link.md) and its current set, read by the schedule's filters.
 */
import { stageOfPlayoffRound } from '@league/shared/domain/playoff-stages';
import type { Match } from '@league/shared/schemas/matches';
import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTimestamp, recordedGameId } from '../../db/league-sql.ts';
import { matches, pendingResults, seasons, teams } from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
import { containsText, equalsIgnoringCase, slugKeyOf, textArray } from '../../db/sql-helpers.ts';
import { isPaged, type Page, type PageParams } from '../../lib/paging.ts';

/** A match as its SQL answers it: its bracket's first-round size instead of its stage. */
type MatchRow = Omit<Match, 'playoffStage'> & { firstRoundMatches: number | null };

export interface MatchFilter {
  /** A match number fragment. */
  q?: string | undefined;
  seasonId?: number | undefined;
  seasonNumber?: number | undefined;
  status?: string | undefined;
  round?: string | undefined;
  /** The standings' group fields (docs/product/standings.md#data), each equal in any case. */
  phase?: string | undefined;
  region?: string | undefined;
  division?: string | undefined;
  /** Inclusive bounds: an ISO timestamp, or YYYY-MM-DD for the whole (UTC) day. */
  from?: string | undefined;
  to?: string | undefined;
  /** A team's slug key (`slugKey`): matches where either side has that name. */
  teamKey?: string | undefined;
  /** Several teams' slug keys: matches where either side has one of those names (a member's follows). */
  teamKeys?: readonly string[] | undefined;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function dateBounds(filter: MatchFilter): (SQL | undefined)[] {
  const from = filter.from ? gte(matches.date, new Date(filter.from)) : undefined;
  if (!filter.to) return [from];
  const to = DATE_ONLY.test(filter.to)
    ? lt(matches.date, new Date(Date.parse(filter.to) + DAY_MS))
    : lte(matches.date, new Date(filter.to));
  return [from, to];
}

function matchWhere(filter: MatchFilter): SQL | undefined {
  return and(
    filter.q ? containsText(matches.matchNumber, filter.q) : undefined,
    filter.seasonId !== undefined ? eq(matches.seasonId, filter.seasonId) : undefined,
    filter.seasonNumber !== undefined
      ? eq(
          matches.seasonId,
          sql`(select ${seasons.id} from ${seasons} where ${seasons.seasonNumber} = ${filter.seasonNumber})`,
        )
      : undefined,
    filter.status ? equalsIgnoringCase(matches.status, filter.status) : undefined,
    filter.round ? equalsIgnoringCase(matches.round, filter.round) : undefined,
    filter.phase ? equalsIgnoringCase(matches.phase, filter.phase) : undefined,
    filter.region ? equalsIgnoringCase(matches.region, filter.region) : undefined,
    filter.division ? equalsIgnoringCase(matches.division, filter.division) : undefined,
    filter.teamKey === undefined
      ? undefined
      : or(
          sql`${slugKeyOf(matches.team1Name)} = ${filter.teamKey}`,
          sql`${slugKeyOf(matches.team2Name)} = ${filter.teamKey}`,
        ),
    filter.teamKeys === undefined
      ? undefined
      : or(
          sql`${slugKeyOf(matches.team1Name)} = any(${textArray(filter.teamKeys)})`,
          sql`${slugKeyOf(matches.team2Name)} = any(${textArray(filter.teamKeys)})`,
        ),
    ...dateBounds(filter),
  );
}

/**
 * The game an approved result of the match published (docs/decisions/0047-results-from-the-game.md): known
 * exactly, so it wins over the game found by names and time.
 */
const approvedGameId = sql<number | null>`(
  select r.game_id from ${pendingResults} r
  where r.match_id = ${matches.id} and r.status = 'approved' and r.game_id is not null
  limit 1
)`;

/** The logo of the team named `name` (any case) in the match's season, if there is one (one at most). */
const logoOfTeamNamed = (name: SQL) =>
  sql`(select t.logo_url from ${teams} t
    where t.season_id = ${matches.seasonId} and lower(t.name) = lower(${name}))`;

/** The set being played (docs/product/live.md#match-state): numbered after the set scores filled in. */
const currentSetJson = sql`case when ${matches.status} = 'live' and ${matches.liveTeam1Points} is not null
  then json_build_object('number', 1 + (${matches.set1Score} is not null)::int + (${matches.set2Score} is not null)::int
      + (${matches.set3Score} is not null)::int + (${matches.set4Score} is not null)::int
      + (${matches.set5Score} is not null)::int,
    'team1Points', ${matches.liveTeam1Points}, 'team2Points', ${matches.liveTeam2Points}) end`;

/**
 * A playoff match's bracket size, as its first round's match count: the matches of the same season, region
 * and division in round `Round 1` of the playoffs (null for other phases).
 */
const firstRoundMatches = sql`case when lower(${matches.phase}) = 'playoffs' then (
  select count(*) from ${matches} f
  where f.season_id = ${matches.seasonId} and lower(f.phase) = 'playoffs' and lower(f.round) = 'round 1'
    and lower(f.region) = lower(${matches.region}) and f.division is not distinct from ${matches.division}
)::int end`;

/**
 * A match as the API answers it (Match), one JSON object built in SQL from the rows "matches" and
 * "seasons" (ADR 34). Matches name their teams by text: a logo is the one of the same-named team.
 */
const matchJson = sql`json_build_object('id', ${matches.id}, 'matchNumber', ${matches.matchNumber},
  'status', ${matches.status}, 'round', ${matches.round}, 'phase', ${matches.phase}, 'region', ${matches.region},
  'division', ${matches.division}, 'date', ${isoTimestamp(sql`${matches.date}`)}, 'tags', ${matches.tags},
  'team1Name', ${matches.team1Name}, 'team2Name', ${matches.team2Name},
  'team1LogoUrl', ${logoOfTeamNamed(sql`${matches.team1Name}`)},
  'team2LogoUrl', ${logoOfTeamNamed(sql`${matches.team2Name}`)},
  'team1Score', ${matches.team1Score}, 'team2Score', ${matches.team2Score},
  'set1Score', ${matches.set1Score}, 'set2Score', ${matches.set2Score}, 'set3Score', ${matches.set3Score},
  'set4Score', ${matches.set4Score}, 'set5Score', ${matches.set5Score}, 'seasonId', ${matches.seasonId},
  'season', json_build_object('id', ${seasons.id}, 'seasonNumber', ${seasons.seasonNumber}),
  'gameId', coalesce(${approvedGameId}, ${recordedGameId}),
  'currentSet', ${currentSetJson}, 'liveVersion', ${matches.liveVersion},
  'firstRoundMatches', ${firstRoundMatches})`;

/**
 * Matches by date (schedule order) matching `where`, paged, with the total when paged: one query
 * answering one JSON value (ADR 34).
 */
export async function readMatches(
  db: Db,
  where: SQL | undefined,
  page: PageParams,
  newestFirst = false,
): Promise<Page<Match>> {
  const whereSql = where ? sql`where ${where}` : sql``;
  const total = isPaged(page) ? sql`(select count(*) from ${matches} ${whereSql})::int` : sql`null::int`;
  const direction = newestFirst ? sql`desc` : sql`asc`;
  const found = await queryJson<{ items: MatchRow[]; total: number | null }>(
    db,
    sql`select json_build_object('items',
          coalesce(json_agg(m.match order by m.date ${direction}, m.id ${direction}), '[]'::json),
        'total', ${total}) as json
      from (select ${matches.date} as date, ${matches.id} as id, ${matchJson} as match
        from ${matches} join ${seasons} on ${seasons.id} = ${matches.seasonId}
        ${whereSql}
        order by ${matches.date} ${direction}, ${matches.id} ${direction}
        limit ${page.limit ?? null} offset ${page.offset ?? 0}) m`,
  );
  const items = (found?.items ?? []).map(withPlayoffStage);
  return { items, total: found?.total ?? items.length };
}

/** The match with its playoff stage, read from its round and its bracket's size (which it then drops). */
function withPlayoffStage({ firstRoundMatches, ...match }: MatchRow): Match {
  const playoffStage =
    firstRoundMatches === null ? null : stageOfPlayoffRound(match.round, firstRoundMatches);
  return { ...match, playoffStage };
}

/** Matches by date (schedule order), or newest first. */
export function listMatches(
  db: Db,
  filter: MatchFilter,
  page: PageParams,
  newestFirst = false,
): Promise<Page<Match>> {
  return readMatches(db, matchWhere(filter), page, newestFirst);
}

/** Matches by id in schedule order, e.g. the ones an import just wrote. */
export async function findMatchesByIds(db: Db, ids: number[]): Promise<Match[]> {
  if (ids.length === 0) return [];
  return (await readMatches(db, inArray(matches.id, ids), {})).items;
}
