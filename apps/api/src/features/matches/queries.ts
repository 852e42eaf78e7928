import type { Match } from '@league/shared/schemas/matches';
import { and, asc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTimestamp } from '../../db/league-sql.ts';
import { games, matches, seasons, teams } from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
import { containsText, equalsIgnoringCase, slugKeyOf } from '../../db/sql-helpers.ts';
import { isPaged, type Page, type PageParams } from '../../lib/paging.ts';

export interface MatchFilter {
  /** A match number fragment. */
  q?: string | undefined;
  seasonId?: number | undefined;
  seasonNumber?: number | undefined;
  status?: string | undefined;
  round?: string | undefined;
  /** Inclusive bounds: an ISO timestamp, or YYYY-MM-DD for the whole (UTC) day. */
  from?: string | undefined;
  to?: string | undefined;
  /** A team's slug key (`slugKey`): matches where either side has that name. */
  teamKey?: string | undefined;
  /** The latest first (a page of recent results) instead of schedule order. */
  newestFirst?: boolean | undefined;
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
    filter.teamKey === undefined
      ? undefined
      : or(
          sql`${slugKeyOf(matches.team1Name)} = ${filter.teamKey}`,
          sql`${slugKeyOf(matches.team2Name)} = ${filter.teamKey}`,
        ),
    ...dateBounds(filter),
  );
}

/** How far a recorded game's start may be from the match's for the two to be the same meeting. */
const SAME_MEETING_HOURS = 12;

/**
 * The recorded game of a match. Matches (the schedule) and games (the stat sheets) are separate tables
 * that name teams differently (text vs team rows), so a match's game is found, not stored: the same
 * season, the same two teams by name in any case and either order, started within half a day of the
 * match (one match night, whatever the viewer's time zone); the nearest one when there are several.
 */
const recordedGameId = sql<number | null>`(
  select g.id from ${games} g
  join ${teams} gt1 on gt1.id = g.team1_id
  join ${teams} gt2 on gt2.id = g.team2_id
  where g.season_id = ${matches.seasonId}
    and (
      (lower(gt1.name) = lower(${matches.team1Name}) and lower(gt2.name) = lower(${matches.team2Name}))
      or (lower(gt1.name) = lower(${matches.team2Name}) and lower(gt2.name) = lower(${matches.team1Name}))
    )
    and g.date between ${matches.date} - make_interval(hours => ${SAME_MEETING_HOURS})
      and ${matches.date} + make_interval(hours => ${SAME_MEETING_HOURS})
  order by abs(extract(epoch from (g.date - ${matches.date}))), g.id
  limit 1
)`;

/** The logo of the team named `name` (any case) in the match's season, if there is one (one at most). */
const logoOfTeamNamed = (name: SQL) =>
  sql`(select t.logo_url from ${teams} t
    where t.season_id = ${matches.seasonId} and lower(t.name) = lower(${name}))`;

/**
 * A match as the API answers it (Match), one JSON object built in SQL from the rows "matches" and
 * "seasons" (ADR 34). Matches name their teams by text: a logo is the one of the same-named team.
 */
const matchJson = sql`json_build_object('id', ${matches.id}, 'matchNumber', ${matches.matchNumber},
  'status', ${matches.status}, 'round', ${matches.round}, 'phase', ${matches.phase}, 'region', ${matches.region},
  'date', ${isoTimestamp(sql`${matches.date}`)}, 'tags', ${matches.tags},
  'team1Name', ${matches.team1Name}, 'team2Name', ${matches.team2Name},
  'team1LogoUrl', ${logoOfTeamNamed(sql`${matches.team1Name}`)},
  'team2LogoUrl', ${logoOfTeamNamed(sql`${matches.team2Name}`)},
  'team1Score', ${matches.team1Score}, 'team2Score', ${matches.team2Score},
  'set1Score', ${matches.set1Score}, 'set2Score', ${matches.set2Score}, 'set3Score', ${matches.set3Score},
  'set4Score', ${matches.set4Score}, 'set5Score', ${matches.set5Score}, 'seasonId', ${matches.seasonId},
  'season', json_build_object('id', ${seasons.id}, 'seasonNumber', ${seasons.seasonNumber}),
  'gameId', ${recordedGameId})`;

/**
 * Matches by date (schedule order) matching `where`, paged, with the total when paged: one query
 * answering one JSON value (ADR 34).
 */
async function readMatches(
  db: Db,
  where: SQL | undefined,
  page: PageParams,
  newestFirst = false,
): Promise<Page<Match>> {
  const whereSql = where ? sql`where ${where}` : sql``;
  const order = newestFirst ? sql`desc` : sql`asc`;
  const total = isPaged(page) ? sql`(select count(*) from ${matches} ${whereSql})::int` : sql`null::int`;
  const found = await queryJson<{ items: Match[]; total: number | null }>(
    db,
    sql`select json_build_object('items',
        coalesce(json_agg(m.match order by m.date ${order}, m.id ${order}), '[]'::json),
        'total', ${total}) as json
      from (select ${matches.date} as date, ${matches.id} as id, ${matchJson} as match
        from ${matches} join ${seasons} on ${seasons.id} = ${matches.seasonId}
        ${whereSql}
        order by ${matches.date} ${order}, ${matches.id} ${order}
        limit ${page.limit ?? null} offset ${page.offset ?? 0}) m`,
  );
  const items = found?.items ?? [];
  return { items, total: found?.total ?? items.length };
}

/** Matches by date (schedule order, or the latest first). */
export function listMatches(db: Db, filter: MatchFilter, page: PageParams): Promise<Page<Match>> {
  return readMatches(db, matchWhere(filter), page, filter.newestFirst === true);
}

export async function findMatch(db: Db, id: number): Promise<Match | undefined> {
  return (await readMatches(db, eq(matches.id, id), {})).items[0];
}

/** Matches by id in schedule order, e.g. the ones an import just wrote. */
export async function findMatchesByIds(db: Db, ids: number[]): Promise<Match[]> {
  if (ids.length === 0) return [];
  return (await readMatches(db, inArray(matches.id, ids), {})).items;
}

export type MatchValues = typeof matches.$inferInsert;
export type MatchRecord = typeof matches.$inferSelect;

export async function findMatchRecord(db: Db, id: number): Promise<MatchRecord | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row;
}

/** Every match from `from` (inclusive) to `to` (exclusive), by date. */
export function listMatchRecordsBetween(db: Db, from: Date, to: Date): Promise<MatchRecord[]> {
  return db
    .select()
    .from(matches)
    .where(and(gte(matches.date, from), lt(matches.date, to)))
    .orderBy(asc(matches.date), asc(matches.id));
}

export async function insertMatch(db: Db, values: MatchValues): Promise<number> {
  const [row] = await db.insert(matches).values(values).returning({ id: matches.id });
  return row!.id;
}

export async function updateMatchRow(db: Db, id: number, change: Partial<MatchValues>): Promise<void> {
  await db.update(matches).set(change).where(eq(matches.id, id));
}

/** False when there was no such match. */
export async function deleteMatchRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  return deleted.length > 0;
}

/** All the rows or none; answers their ids in order. */
export async function insertMatches(db: Db, rows: MatchValues[]): Promise<number[]> {
  const saved = await db.transaction((tx) => tx.insert(matches).values(rows).returning({ id: matches.id }));
  return saved.map((s) => s.id);
}

/** Columns a re-import refreshes from Challonge; staff edits to others (none today) would survive. */
const UPDATED_ON_REIMPORT = [
  'matchNumber',
  'round',
  'status',
  'region',
  'date',
  'team1Name',
  'team2Name',
  'team1Score',
  'team2Score',
  'set1Score',
  'set2Score',
  'set3Score',
  'set4Score',
  'set5Score',
  'tags',
  'seasonId',
] as const;

/**
 * Inserts the bracket's matches, or updates those imported before (same Challonge match id), in one
 * transaction; answers how many were new and how many updated, and every id in order.
 */
export function upsertChallongeMatches(
  db: Db,
  rows: (MatchValues & { challongeMatchId: string })[],
): Promise<{ created: number; updated: number; ids: number[] }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ key: matches.challongeMatchId })
      .from(matches)
      .where(
        inArray(
          matches.challongeMatchId,
          rows.map((r) => r.challongeMatchId),
        ),
      );
    const known = new Set(existing.map((e) => e.key));
    const saved = await tx
      .insert(matches)
      .values(rows)
      .onConflictDoUpdate({
        target: matches.challongeMatchId,
        set: Object.fromEntries(UPDATED_ON_REIMPORT.map((k) => [k, sql.raw(`excluded.${matches[k].name}`)])),
      })
      .returning({ id: matches.id });
    return {
      created: rows.filter((r) => !known.has(r.challongeMatchId)).length,
      updated: rows.filter((r) => known.has(r.challongeMatchId)).length,
      ids: saved.map((s) => s.id),
    };
  });
}
