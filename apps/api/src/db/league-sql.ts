/**
 * SQL fragments that the queries of several features compose: the season with a number (season filters
 * on teams, games, awards and players), the 13 stat numbers of a line or their sums, and the pieces of
 * answers built as JSON in SQL (ADR 34). They live here, beside the schema, so that no feature's queries
 * import another feature's.
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { games, matches, players, seasons, stats, teams } from './schema.ts';

/** Subquery of the id of the season with this number, for `seasonNumber` filters on other tables. */
export function seasonIdsWithNumber(db: Db, seasonNumber: number) {
  return db.select({ id: seasons.id }).from(seasons).where(eq(seasons.seasonNumber, seasonNumber));
}

/** The line's 13 numbers, for a select. */
export function statColumns(): { [F in StatField]: (typeof stats)[F] } {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, stats[f]])) as { [F in StatField]: (typeof stats)[F] };
}

/** A stat line's id, game, player and 13 numbers, with its player's id and name (a select joining `players`). */
export function statLineWithPlayerColumns() {
  return {
    id: stats.id,
    gameId: stats.gameId,
    playerId: stats.playerId,
    ...statColumns(),
    player: { id: players.id, name: players.name },
  };
}

/** A game's own columns (its teams as ids), for a select from `games`. */
export const gameColumns = {
  id: games.id,
  name: games.name,
  date: games.date,
  stage: games.stage,
  seasonId: games.seasonId,
  team1Id: games.team1Id,
  team2Id: games.team2Id,
  team1Score: games.team1Score,
  team2Score: games.team2Score,
  videoUrl: games.videoUrl,
};

/** A stat line's id, game, player and 13 numbers, in that order: the front of a packed row (packed-rows.ts). */
export function packedStatLineColumns(): SQL[] {
  return [
    sql`${stats.id}`,
    sql`${stats.gameId}`,
    sql`${stats.playerId}`,
    ...STAT_FIELDS.map((f) => sql`${stats[f]}`),
  ];
}

export type PackedStatLine = { id: number; gameId: number; playerId: number } & Record<StatField, number>;

/** The stat line at the front of a packed row read with packedStatLineColumns, and what follows it. */
export function unpackStatLine(row: readonly unknown[]): { line: PackedStatLine; rest: unknown[] } {
  const [id, gameId, playerId] = row as [number, number, number];
  const line = { id, gameId, playerId } as PackedStatLine;
  STAT_FIELDS.forEach((f, i) => {
    line[f] = row[3 + i] as number;
  });
  return { line, rest: row.slice(3 + STAT_FIELDS.length) };
}

/**
 * Sums of the 13 numbers over the grouped lines; 0 (not null) for a group without lines. Every read that
 * totals stats aggregates in SQL with these, so no endpoint ships raw lines just to add them up.
 */
export function statSumColumns(): Record<StatField, SQL<number>> {
  return Object.fromEntries(
    STAT_FIELDS.map((f) => [f, sql<number>`coalesce(sum(${stats[f]}), 0)::int`]),
  ) as Record<StatField, SQL<number>>;
}

/**
 * A timestamp as the API writes it, built in SQL: `Date#toISOString()` of the value the driver would
 * give (UTC, milliseconds cut, not rounded, as the drivers cut them), for answers built as JSON (ADR 34).
 */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `'spikeKills', <alias>.spike_kills, …`: the 13 numbers of the stat line `alias`, as json_build_object arguments. */
export function statNumbersJsonFields(alias: string): SQL {
  const line = sql.identifier(alias);
  return sql.join(
    STAT_FIELDS.map((f) => sql`${sql.raw(`'${f}'`)}, ${line}.${sql.identifier(stats[f].name)}`),
    sql`, `,
  );
}

/**
 * A team with its season (TeamWithSeason: id, name, placement, logoUrl, seasonId, season {id,
 * seasonNumber, theme, startDate}) as one JSON object, from the rows `team` and `season`, with `more`
 * keys and values after those when given. A date column comes out of PostgreSQL's JSON as YYYY-MM-DD,
 * as the driver gives it.
 */
export function teamWithSeasonJson(team: string, season: string, more?: SQL): SQL {
  const t = sql.identifier(team);
  const s = sql.identifier(season);
  return sql`json_build_object('id', ${t}.id, 'name', ${t}.name, 'placement', ${t}.placement,
    'logoUrl', ${t}.logo_url, 'seasonId', ${t}.season_id,
    'season', json_build_object('id', ${s}.id, 'seasonNumber', ${s}.season_number, 'theme', ${s}.theme,
      'startDate', ${s}.start_date)${more ? sql`, ${more}` : sql``})`;
}

/** How far a recorded game's start may be from the match's for the two to be the same meeting. */
const SAME_MEETING_HOURS = 12;

/**
 * The recorded game of a match. Matches (the schedule) and games (the stat sheets) are separate tables
 * that name teams differently (text vs team rows), so a match's game is found, not stored: the same
 * season, the same two teams by name in any case and either order, started within half a day of the
 * match (one match night, whatever the viewer's time zone); the nearest one when there are several.
 */
export const recordedGameId = sql<number | null>`(
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
