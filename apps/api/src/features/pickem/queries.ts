/**
 * Pick'em's SQL (docs/product/pickem.md): matches with their season's format, picks, and the sums the
 * leaderboards rank. Raw SQL where Drizzle would print a single table's columns unqualified.
 */
import { isMatchFormatId, type MatchFormatId } from '@league/shared/domain/match-formats';
import type { PickSide } from '@league/shared/domain/pickem';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoTimestamp, recordedGameId } from '../../db/league-sql.ts';
import { matches, picks, seasons, standingsSettings, users } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';
import { intArray } from '../../db/sql-helpers.ts';

/** A match as pick'em reads it, with its season's number and format. */
export interface PickemMatchRow {
  id: number;
  matchNumber: string;
  round: string;
  phase: string;
  status: string;
  date: Date;
  seasonId: number;
  seasonNumber: number;
  team1Name: string;
  team2Name: string;
  team1Score: number | null;
  team2Score: number | null;
  format: MatchFormatId;
  gameId: number | null;
}

// Timestamps as ISO text built in SQL: both drivers answer raw SQL's timestamps differently.
const matchColumns = sql`m.id, m.match_number as "matchNumber", m.round, m.phase, m.status,
  ${isoTimestamp(sql`m.date`)} as date,
  m.season_id as "seasonId", s.season_number as "seasonNumber", m.team1_name as "team1Name",
  m.team2_name as "team2Name", m.team1_score as "team1Score", m.team2_score as "team2Score",
  coalesce(ss.format, 'bestOf5') as format`;

const matchFrom = sql`from ${matches} m join ${seasons} s on s.id = m.season_id
  left join ${standingsSettings} ss on ss.season_id = m.season_id`;

type RawMatchRow = Omit<PickemMatchRow, 'format' | 'date' | 'gameId'> & {
  format: string;
  date: Date | string;
  gameId?: number | null;
};

const toMatchRow = (row: RawMatchRow): PickemMatchRow => ({
  ...row,
  date: row.date instanceof Date ? row.date : new Date(row.date),
  format: isMatchFormatId(row.format) ? row.format : 'bestOf5',
  gameId: row.gameId ?? null,
});

/** Matches between two instants (start inclusive, end exclusive), in schedule order. */
export async function selectMatchesBetween(db: Db | Tx, from: Date, to: Date): Promise<PickemMatchRow[]> {
  const rows = await queryRows<RawMatchRow>(
    db,
    sql`select ${matchColumns} ${matchFrom}
      where m.date >= ${from.toISOString()}::timestamptz and m.date < ${to.toISOString()}::timestamptz
      order by m.date, m.id`,
  );
  return rows.map(toMatchRow);
}

/** One match, locked for the rest of the transaction so a pick and a start cannot cross. */
export async function selectMatchForPick(tx: Tx, matchId: number): Promise<PickemMatchRow | undefined> {
  const rows = await queryRows<RawMatchRow>(
    tx,
    sql`select ${matchColumns} ${matchFrom} where m.id = ${matchId} for update of m`,
  );
  const [row] = rows;
  return row ? toMatchRow(row) : undefined;
}

/** The matches a leaderboard adds up: one league week (in the league's zone), one season, or all. */
export type PickemScopeFilter =
  | { kind: 'week'; from: string; to: string; timeZone: string }
  | { kind: 'season'; seasonId: number }
  | { kind: 'all' };

function scopeWhere(scope: PickemScopeFilter) {
  switch (scope.kind) {
    case 'week':
      return sql`(m.date at time zone ${scope.timeZone})::date between ${scope.from}::date and ${scope.to}::date`;
    case 'season':
      return sql`m.season_id = ${scope.seasonId}`;
    case 'all':
      return sql`true`;
  }
}

/** Completed matches of a scope that members picked, with their recorded game: what the house plays. */
export async function selectPickedResults(db: Db, scope: PickemScopeFilter): Promise<PickemMatchRow[]> {
  const rows = await queryRows<RawMatchRow>(
    db,
    sql`select ${matchColumns}, (select g.id from (select ${recordedGameId} as id from ${matches}
          where ${matches.id} = m.id) g) as "gameId"
      ${matchFrom}
      where m.status = 'completed' and m.team1_score is not null and m.team2_score is not null
        and exists (select 1 from ${picks} p where p.match_id = m.id) and ${scopeWhere(scope)}
      order by m.date, m.id`,
  );
  return rows.map(toMatchRow);
}

export interface PickRow {
  id: number;
  userId: number;
  matchId: number;
  winner: PickSide;
  sets: string;
  points: number | null;
  updatedAt: string;
}

const pickColumns = sql`p.id, p.user_id as "userId", p.match_id as "matchId", p.winner, p.sets, p.points,
  ${isoTimestamp(sql`p.updated_at`)} as "updatedAt"`;

/** Saves a member's pick of a match (a second pick replaces the first). */
export async function upsertPick(
  tx: Tx,
  pick: { userId: number; matchId: number; winner: PickSide; sets: string },
): Promise<PickRow> {
  const [row] = await queryRows<PickRow>(
    tx,
    sql`insert into ${picks} as p (user_id, match_id, winner, sets)
      values (${pick.userId}, ${pick.matchId}, ${pick.winner}, ${pick.sets})
      on conflict (user_id, match_id) do update set winner = excluded.winner, sets = excluded.sets,
        updated_at = now()
      returning ${pickColumns}`,
  );
  if (!row) throw new Error('A pick upsert answered no row');
  return row;
}

/** A member's picks of some matches. */
export function selectPicksOfUser(db: Db, userId: number, matchIds: readonly number[]): Promise<PickRow[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return queryRows<PickRow>(
    db,
    sql`select ${pickColumns} from ${picks} p
      where p.user_id = ${userId} and p.match_id = any(${intArray(matchIds)}) order by p.match_id`,
  );
}

/** Every pick's winner side of some matches: the splits once they lock. */
export function selectPickWinners(
  db: Db,
  matchIds: readonly number[],
): Promise<{ matchId: number; winner: PickSide }[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select p.match_id as "matchId", p.winner from ${picks} p where p.match_id = any(${intArray(matchIds)})`,
  );
}

/** Every pick of a match, for scoring. */
export function selectPicksOfMatch(tx: Tx, matchId: number): Promise<PickRow[]> {
  return queryRows<PickRow>(tx, sql`select ${pickColumns} from ${picks} p where p.match_id = ${matchId}`);
}

/** Sets the points of some picks (null clears them: a match reopened). */
export async function setPickPoints(tx: Tx, updates: readonly { id: number; points: number | null }[]) {
  if (updates.length === 0) return;
  const ids = intArray(updates.map((u) => u.id));
  // An array literal carries the nulls of reopened matches as NULL.
  const points = sql`${`{${updates.map((u) => u.points ?? 'NULL').join(',')}}`}::int[]`;
  await tx.execute(
    sql`update ${picks} p set points = v.points, updated_at = p.updated_at
      from unnest(${ids}, ${points}) as v(id, points)
      where p.id = v.id`,
  );
}

/** A member's scored picks summed over a scope of matches: the leaderboards. */
export interface PickerSumRow {
  userId: number;
  name: string;
  points: number;
  picks: number;
  winners: number;
  exact: number;
}

/**
 * The sums of scored picks over the matches of a scope, per member. `winners` counts
 * picks that earned points, `exact` those that earned the most.
 */
export function selectPickerSums(db: Db | Tx, scope: PickemScopeFilter, maxPoints: number) {
  return queryRows<PickerSumRow>(
    db,
    sql`select p.user_id as "userId", u.username as name, sum(p.points)::int as points,
        count(*)::int as picks, count(*) filter (where p.points > 0)::int as winners,
        count(*) filter (where p.points = ${maxPoints})::int as exact
      from ${picks} p join ${matches} m on m.id = p.match_id join ${users} u on u.id = p.user_id
      where p.points is not null and ${scopeWhere(scope)}
      group by p.user_id, u.username`,
  );
}

/** A member's picks with their matches, newest first. */
export function selectPickHistory(db: Db, userId: number, limit: number) {
  return queryRows<{
    matchId: number;
    date: string;
    seasonNumber: number;
    team1Name: string;
    team2Name: string;
    team1Score: number | null;
    team2Score: number | null;
    status: string;
    winner: PickSide;
    sets: string;
    points: number | null;
  }>(
    db,
    sql`select m.id as "matchId", ${isoTimestamp(sql`m.date`)} as date, s.season_number as "seasonNumber", m.team1_name as "team1Name",
        m.team2_name as "team2Name", m.team1_score as "team1Score", m.team2_score as "team2Score", m.status,
        p.winner, p.sets, p.points
      from ${picks} p join ${matches} m on m.id = p.match_id join ${seasons} s on s.id = m.season_id
      where p.user_id = ${userId}
      order by m.date desc, m.id desc limit ${limit}`,
  );
}

/** Whether every match of a season's league week is completed, and the season's number. */
export async function selectWeekState(
  tx: Tx,
  seasonId: number,
  scope: Extract<PickemScopeFilter, { kind: 'week' }>,
): Promise<{ open: number; seasonNumber: number } | undefined> {
  const [row] = await queryRows<{ open: number; seasonNumber: number }>(
    tx,
    sql`select s.season_number as "seasonNumber",
        (select count(*)::int from ${matches} m where m.season_id = s.id and m.status <> 'completed'
          and ${scopeWhere(scope)}) as open
      from ${seasons} s where s.id = ${seasonId}`,
  );
  return row;
}
