/**
 * Staff writes on players (docs/product/players.md#rules-and-constants, docs/product/players.md#api). The
 * batch create resolves every team name before writing and then writes all rows in one transaction; an
 * existing player (same lower-cased name) is not duplicated but joins the new teams.
 */
import type { PlayerDetail, PlayerMedium } from '@league/shared/schemas/players';
import type { BatchPlayerRow, UpdatePlayerBody } from '@league/shared/schemas/players-admin';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { loadTeamsOfPlayers } from '../teams/service.ts';
import {
  countLinesOfPlayer,
  deletePlayerAndAwards,
  findOtherPlayerIdByName,
  linkPlayerToTeams,
  listAwardsOnlyOf,
  listExistingSeasonNumbers,
  listTeamsNamed,
  lockPlayer,
  updatePlayer,
  upsertPlayerRow,
} from './admin-queries.ts';
import { findPlayer, listPlayersByIds } from './queries.ts';
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
  return listTeamsNamed(db, keys);
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
  const known = new Set(wanted.length ? await listExistingSeasonNumbers(db, wanted) : []);
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
  const id = await upsertPlayerRow(tx, row);
  if (id === undefined) throw conflict(`Player ${row.name} could not be created; please try again`);
  return id;
}

/** POST /api/players/batch/by-team-name: answers the created or updated players with their teams. */
export async function createPlayersByTeamName(
  db: Db,
  actor: AuthUser,
  rows: BatchPlayerRow[],
): Promise<PlayerMedium[]> {
  let ids: number[];
  try {
    ids = await staffWrite(db, actor, async (tx) => {
      const teamIds = await resolveTeams(tx, rows);
      const out: number[] = [];
      for (const [i, row] of rows.entries()) {
        const id = await upsertPlayer(tx, row);
        await linkPlayerToTeams(tx, id, teamIds[i] ?? []);
        if (!out.includes(id)) out.push(id);
      }
      const names = [...new Set(rows.map((r) => r.name.toLowerCase()))];
      return {
        result: out,
        activity: {
          kind: 'create',
          entityType: 'player',
          entityId: out.length === 1 ? (out[0] ?? null) : null,
          entityLabel: names.length === 1 ? (names[0] ?? '') : `${names.length} players`,
          after: {
            players: names,
            positions: rows.map((r) => r.position),
            teamNames: [...new Set(rows.flatMap((r) => r.teamNames))],
          },
        },
      };
    });
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw conflict('A team was deleted while the players were being created; please try again');
    throw err;
  }
  return loadMediumPlayers(db, ids);
}

async function loadMediumPlayers(db: Db, ids: number[]): Promise<PlayerMedium[]> {
  const rows = await listPlayersByIds(db, ids);
  const teamsOf = await loadTeamsOfPlayers(db, ids);
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ ...p, teams: teamsOf.get(id) ?? [] }] : [];
  });
}

/** PATCH /api/players/:id: name (lower-cased, unique) and position; answers the player page. */
export async function editPlayer(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdatePlayerBody,
): Promise<PlayerDetail> {
  try {
    await staffWrite(db, actor, async (tx) => {
      const player = await findPlayer(tx, id);
      if (!player) throw notFound('Player');
      if (body.name !== undefined) {
        if ((await findOtherPlayerIdByName(tx, body.name, id)) !== undefined) throw nameTaken(body.name);
      }
      await updatePlayer(tx, id, body);
      return {
        result: undefined,
        activity: editRecord({
          entityType: 'player',
          entityId: id,
          entityLabel: body.name ?? player.name,
          body,
          before: player,
        }),
      };
    });
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
export async function deletePlayer(db: Db, actor: AuthUser, id: number): Promise<void> {
  const refuse = (n: number) =>
    conflict(`This player still has ${plural(n, 'stat line')}; delete them first`);
  try {
    await staffWrite(db, actor, async (tx) => {
      if (!(await lockPlayer(tx, id))) throw notFound('Player');
      const lines = await countLinesOfPlayer(tx, id);
      if (lines > 0) throw refuse(lines);
      const player = await findPlayer(tx, id);
      // An award left without any recipient goes with the player.
      const awardIds = await listAwardsOnlyOf(tx, id);
      await deletePlayerAndAwards(tx, id, awardIds);
      return {
        result: undefined,
        activity: {
          kind: 'delete',
          entityType: 'player',
          entityId: id,
          entityLabel: player?.name ?? `Player ${id}`,
          before: { name: player?.name, position: player?.position, awardsDeleted: awardIds.length },
        },
      };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refuse(await countLinesOfPlayer(db, id));
    throw err;
  }
}
