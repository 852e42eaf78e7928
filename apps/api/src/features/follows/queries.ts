/**
 * The SQL of follows (docs/product/follows.md#data): a member's follows and settings, the followed players'
 * last games, and the standings marks last told per season and team.
 */
import type { FollowedPlayerGame } from '@league/shared/schemas/follows';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { followSettings, follows, matches, players, teams, toldStandingsMarks } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';
import { intArray, slugKeyOf } from '../../db/sql-helpers.ts';

export type FollowRow = typeof follows.$inferSelect;

/** A follow with what it points at: the newest season's spelling of the team's name, the player's name. */
export interface FollowListRow extends FollowRow {
  teamName: string | null;
  playerName: string | null;
}

const newestTeamName = sql<string | null>`(
  select t.name from ${teams} t join seasons se on se.id = t.season_id
  where ${slugKeyOf(sql`t.name`)} = ${follows.teamKey}
  order by se.season_number desc limit 1)`;

export function listFollowRows(db: Db | Tx, userId: number): Promise<FollowListRow[]> {
  return db
    .select({
      id: follows.id,
      userId: follows.userId,
      kind: follows.kind,
      teamKey: follows.teamKey,
      playerId: follows.playerId,
      events: follows.events,
      leadMinutes: follows.leadMinutes,
      createdAt: follows.createdAt,
      teamName: newestTeamName,
      playerName: players.name,
    })
    .from(follows)
    .leftJoin(players, eq(players.id, follows.playerId))
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.kind), asc(follows.createdAt), asc(follows.id));
}

export async function findFollowRow(db: Db | Tx, userId: number, id: number): Promise<FollowRow | undefined> {
  const [row] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.id, id), eq(follows.userId, userId)));
  return row;
}

/** Inserts a follow, or answers the one already there (same member and team or player) and false. */
export async function insertFollow(
  tx: Db | Tx,
  values: typeof follows.$inferInsert,
): Promise<{ id: number; created: boolean }> {
  const [row] = await tx.insert(follows).values(values).onConflictDoNothing().returning({ id: follows.id });
  if (row) return { id: row.id, created: true };
  const target =
    values.kind === 'team'
      ? eq(follows.teamKey, values.teamKey ?? '')
      : eq(follows.playerId, values.playerId ?? 0);
  const [found] = await tx
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.userId, values.userId), target));
  return { id: found!.id, created: false };
}

export async function updateFollowRow(
  tx: Db | Tx,
  id: number,
  change: Partial<Pick<FollowRow, 'events' | 'leadMinutes'>>,
): Promise<void> {
  if (Object.keys(change).length > 0) await tx.update(follows).set(change).where(eq(follows.id, id));
}

export async function deleteFollowRow(tx: Db | Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(follows)
    .where(and(eq(follows.id, id), eq(follows.userId, userId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

/** Whether a team of that slug key exists in some season, and whether a player exists. */
export async function teamKeyExists(db: Db | Tx, key: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${teams} where ${slugKeyOf(teams.name)} = ${key}
        union all select 1 from ${matches} where ${slugKeyOf(matches.team1Name)} = ${key}
          or ${slugKeyOf(matches.team2Name)} = ${key}
        limit 1`,
  );
  return rows.length > 0;
}

export async function playerExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, id));
  return row !== undefined;
}

export async function findSettingsRow(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(followSettings).where(eq(followSettings.userId, userId));
  return row;
}

/** The member's settings row, made with `token` the first time it is asked for. */
export async function ensureSettingsRow(tx: Db | Tx, userId: number, token: string) {
  await tx.insert(followSettings).values({ userId, calendarToken: token }).onConflictDoNothing();
  return (await findSettingsRow(tx, userId))!;
}

export async function updateSettingsRow(
  tx: Db | Tx,
  userId: number,
  change: Partial<{ muted: boolean; calendarToken: string }>,
): Promise<void> {
  await tx.update(followSettings).set(change).where(eq(followSettings.userId, userId));
}

/** The team keys a calendar token's member follows; null for a token nobody holds. */
export async function teamKeysOfCalendarToken(db: Db, token: string): Promise<string[] | null> {
  const [owner] = await db
    .select({ userId: followSettings.userId })
    .from(followSettings)
    .where(eq(followSettings.calendarToken, token));
  if (!owner) return null;
  const rows = await db
    .select({ key: follows.teamKey })
    .from(follows)
    .where(and(eq(follows.userId, owner.userId), eq(follows.kind, 'team')));
  return rows.flatMap((r) => (r.key === null ? [] : [r.key]));
}

/** Each player's latest game (by date, then id) with the player's line, newest first. */
export function listLastGamesOfPlayers(db: Db, playerIds: readonly number[]): Promise<FollowedPlayerGame[]> {
  if (playerIds.length === 0) return Promise.resolve([]);
  return queryRows<FollowedPlayerGame>(
    db,
    sql`select * from (
          select distinct on (p.id) p.id as "playerId", p.name as "playerName", g.id as "gameId",
            g.name as "gameName", to_char(g.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date,
            t1.name as "team1Name", t2.name as "team2Name", g.team1_score as "team1Score",
            g.team2_score as "team2Score", s.spike_kills + s.ape_kills as kills, s.digs, s.blocks, s.aces,
            s.assists
          from players p
          join stats s on s.player_id = p.id
          join games g on g.id = s.game_id
          join teams t1 on t1.id = g.team1_id
          join teams t2 on t2.id = g.team2_id
          where p.id = any(${intArray(playerIds)})
          order by p.id, g.date desc, g.id desc) last
        order by date desc, "gameId" desc`,
  );
}

export type ToldMarks = { teamKey: string; playoffs: string | null; first: string | null };

export function listToldMarks(tx: Db | Tx, seasonId: number): Promise<ToldMarks[]> {
  return tx
    .select({
      teamKey: toldStandingsMarks.teamKey,
      playoffs: toldStandingsMarks.playoffs,
      first: toldStandingsMarks.first,
    })
    .from(toldStandingsMarks)
    .where(eq(toldStandingsMarks.seasonId, seasonId));
}

export async function saveToldMarks(tx: Db | Tx, seasonId: number, marks: ToldMarks[]): Promise<void> {
  if (marks.length === 0) return;
  await tx
    .insert(toldStandingsMarks)
    .values(marks.map((m) => ({ seasonId, ...m })))
    .onConflictDoUpdate({
      target: [toldStandingsMarks.seasonId, toldStandingsMarks.teamKey],
      set: { playoffs: sql`excluded.playoffs`, first: sql`excluded.first` },
    });
}

/** A season's matches as the standings read them, and its teams' names and number. */
export async function loadSeasonForStandings(tx: Db | Tx, seasonId: number) {
  const rows = await tx.select().from(matches).where(eq(matches.seasonId, seasonId));
  const names = await tx.select({ name: teams.name }).from(teams).where(eq(teams.seasonId, seasonId));
  const [season] = await queryRows<{ seasonNumber: number }>(
    tx,
    sql`select season_number as "seasonNumber" from seasons where id = ${seasonId}`,
  );
  return { matches: rows, teams: names, seasonNumber: season?.seasonNumber ?? null };
}
