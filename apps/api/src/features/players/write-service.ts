/**
 * Staff writes on players (docs/product/players.md#rules-and-constants, docs/product/players.md#api). The
 * batch create resolves every team name before writing and then writes all rows in one transaction; an
 * existing player (same lower-cased name) is not duplicated but joins the new teams.
 */
import type { PlayerDetail, PlayerMedium } from '@league/shared/schemas/players';
import type { BatchPlayerRow, UpdatePlayerBody } from '@league/shared/schemas/players-writes';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import { awardPlayers, awards, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';
import { anyId } from '../../db/sql-helpers.ts';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { loadTeamsOfPlayers } from '../teams/service.ts';
import { findPlayer } from './queries.ts';
import { getPlayerDetail } from './service.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const nameTaken = (name: string) => conflict(`A player named ${name} already exists`);

interface TeamCandidate {
  id: number;
  key: string;
  seasonNumber: number;
}

/** Every team whose name is one of `names` (any case), with its season number. */
async function loadTeamCandidates(db: Db, rows: BatchPlayerRow[]): Promise<TeamCandidate[]> {
  const keys = [...new Set(rows.flatMap((r) => r.teamNames.map((n) => n.toLowerCase())))];
  if (keys.length === 0) return [];
  return db
    .select({ id: teams.id, key: sql<string>`lower(${teams.name})`, seasonNumber: seasons.seasonNumber })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(inArray(sql`lower(${teams.name})`, keys));
}

/** The team a row means by a name: in the row's season, else in the latest season having that name. */
function pickTeam(candidates: TeamCandidate[], name: string, seasonNumber: number | undefined) {
  const key = name.toLowerCase();
  const named = candidates.filter((c) => c.key === key);
  if (seasonNumber !== undefined) return named.find((c) => c.seasonNumber === seasonNumber);
  return named.reduce<TeamCandidate | undefined>(
    (a, c) => (!a || c.seasonNumber > a.seasonNumber ? c : a),
    undefined,
  );
}

/** Team ids per row, or a 400 naming every season and team that does not exist. */
async function resolveTeams(db: Db, rows: BatchPlayerRow[]): Promise<number[][]> {
  const wanted = [...new Set(rows.flatMap((r) => (r.seasonNumber === undefined ? [] : [r.seasonNumber])))];
  const known = wanted.length
    ? new Set(
        (
          await db
            .select({ n: seasons.seasonNumber })
            .from(seasons)
            .where(inArray(seasons.seasonNumber, wanted))
        ).map((s) => s.n),
      )
    : new Set<number>();
  const candidates = await loadTeamCandidates(db, rows);
  const errors: FieldError[] = [];
  const unknown = new Set<string>();
  const teamIds = rows.map((row, i) => {
    const where = row.seasonNumber === undefined ? '' : ` in season ${row.seasonNumber}`;
    if (row.seasonNumber !== undefined && !known.has(row.seasonNumber)) {
      errors.push({
        path: `${i}.seasonNumber`,
        message: `Row ${i + 1}: Season ${row.seasonNumber} does not exist`,
      });
      return [];
    }
    return row.teamNames.flatMap((name) => {
      const team = pickTeam(candidates, name, row.seasonNumber);
      if (team) return [team.id];
      unknown.add(`${name}${where ? ` (season ${row.seasonNumber})` : ''}`);
      errors.push({ path: `${i}.teamNames`, message: `Row ${i + 1}: Team ${name} not found${where}` });
      return [];
    });
  });
  if (errors.length > 0) {
    const message = unknown.size > 0 ? `Unknown team names: ${[...unknown].join(', ')}` : errors[0]!.message;
    throw badRequest(message, errors);
  }
  return teamIds;
}

/** The player's id, created if no player has that name (any case); the position follows the row. */
async function upsertPlayer(tx: Tx, row: BatchPlayerRow): Promise<number> {
  // ON CONFLICT DO NOTHING: a concurrent batch creating the same name makes this a lookup, not an error.
  const [created] = await tx
    .insert(players)
    .values({ name: row.name, position: row.position })
    .onConflictDoNothing()
    .returning({ id: players.id });
  if (created) return created.id;
  const [existing] = await tx
    .update(players)
    .set({ position: row.position })
    .where(sql`lower(${players.name}) = ${row.name}`)
    .returning({ id: players.id });
  if (!existing) throw conflict(`Player ${row.name} could not be created; please try again`);
  return existing.id;
}

/** POST /api/players/batch/by-team-name: answers the created or updated players with their teams. */
export async function createPlayersByTeamName(db: Db, rows: BatchPlayerRow[]): Promise<PlayerMedium[]> {
  const teamIds = await resolveTeams(db, rows);
  let ids: number[];
  try {
    ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (const [i, row] of rows.entries()) {
        const id = await upsertPlayer(tx, row);
        const links = (teamIds[i] ?? []).map((teamId) => ({ teamId, playerId: id }));
        if (links.length > 0) await tx.insert(teamPlayers).values(links).onConflictDoNothing();
        if (!out.includes(id)) out.push(id);
      }
      return out;
    });
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw conflict('A team was deleted while the players were being created; please try again');
    throw err;
  }
  return loadMediumPlayers(db, ids);
}

async function loadMediumPlayers(db: Db, ids: number[]): Promise<PlayerMedium[]> {
  const rows = await db
    .select({ id: players.id, name: players.name, position: players.position })
    .from(players)
    .where(anyId(players.id, ids));
  const teamsOf = await loadTeamsOfPlayers(db, ids);
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ ...p, teams: teamsOf.get(id) ?? [] }] : [];
  });
}

/** PATCH /api/players/:id: name (lower-cased, unique) and position; answers the player page. */
export async function editPlayer(db: Db, id: number, body: UpdatePlayerBody): Promise<PlayerDetail> {
  if (!(await findPlayer(db, id))) throw notFound('Player');
  if (body.name !== undefined) {
    const [other] = await db
      .select({ id: players.id })
      .from(players)
      .where(and(sql`lower(${players.name}) = ${body.name}`, ne(players.id, id)));
    if (other) throw nameTaken(body.name);
  }
  try {
    await db.update(players).set(body).where(eq(players.id, id));
  } catch (err) {
    if (isUniqueViolation(err) && body.name) throw nameTaken(body.name);
    throw err;
  }
  return getPlayerDetail(db, id);
}

/**
 * DELETE /api/players/:id. Stat lines are the league's history: a player who has any is refused (409).
 * Otherwise roster and award links go with the player, and an award left without any recipient goes too.
 */
export async function deletePlayer(db: Db, id: number): Promise<void> {
  const refuse = (n: number) =>
    conflict(`This player still has ${plural(n, 'stat line')}; delete them first`);
  try {
    await db.transaction(async (tx) => {
      const [player] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, id))
        .for('update');
      if (!player) throw notFound('Player');
      const lines = await tx.$count(stats, eq(stats.playerId, id));
      if (lines > 0) throw refuse(lines);
      const orphaned = await awardsOnlyOf(tx, id);
      await tx.delete(players).where(eq(players.id, id));
      if (orphaned.length > 0) await tx.delete(awards).where(inArray(awards.id, orphaned));
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refuse(await db.$count(stats, eq(stats.playerId, id)));
    throw err;
  }
}

/** Awards whose only recipient is this player. */
async function awardsOnlyOf(tx: Tx, playerId: number): Promise<number[]> {
  const ofPlayer = tx
    .select({ id: awardPlayers.awardId })
    .from(awardPlayers)
    .where(eq(awardPlayers.playerId, playerId));
  const rows = await tx
    .select({ id: awardPlayers.awardId })
    .from(awardPlayers)
    .where(inArray(awardPlayers.awardId, ofPlayer))
    .groupBy(awardPlayers.awardId)
    .having(sql`count(*) = 1`);
  return rows.map((r) => r.id);
}
