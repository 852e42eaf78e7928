import type { PlayerClaimStatus } from '@league/shared/domain/player-claims';
import type { PlayerClaim, StaffPlayerClaim } from '@league/shared/schemas/player-claims';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { linkedAccounts, playerClaims, players, seasons, teams, users } from '../../db/schema.ts';

/** A claim with its player and the team its owner supports. */
const claimColumns = {
  id: playerClaims.id,
  status: playerClaims.status,
  userId: playerClaims.userId,
  playerId: players.id,
  playerName: players.name,
  bio: playerClaims.bio,
  teamId: teams.id,
  teamName: teams.name,
  teamSeasonNumber: seasons.seasonNumber,
  requestedAt: playerClaims.requestedAt,
};

type ClaimRow = {
  id: number;
  status: string;
  userId: number;
  playerId: number;
  playerName: string;
  bio: string | null;
  teamId: number | null;
  teamName: string | null;
  teamSeasonNumber: number | null;
  requestedAt: Date;
};

export function toPlayerClaim(row: ClaimRow): PlayerClaim {
  return {
    id: row.id,
    status: row.status as PlayerClaimStatus,
    player: { id: row.playerId, name: row.playerName },
    bio: row.bio,
    supportedTeam:
      row.teamId === null || row.teamName === null || row.teamSeasonNumber === null
        ? null
        : { id: row.teamId, name: row.teamName, seasonNumber: row.teamSeasonNumber },
    requestedAt: row.requestedAt.toISOString(),
  };
}

function selectClaims(db: Db | Tx) {
  return db
    .select(claimColumns)
    .from(playerClaims)
    .innerJoin(players, eq(players.id, playerClaims.playerId))
    .leftJoin(teams, eq(teams.id, playerClaims.supportedTeamId))
    .leftJoin(seasons, eq(seasons.id, teams.seasonId));
}

/** The member's claim (a member holds at most one). */
export async function findClaimOfUser(db: Db | Tx, userId: number): Promise<ClaimRow | undefined> {
  const [row] = await selectClaims(db).where(eq(playerClaims.userId, userId)).limit(1);
  return row;
}

export async function findClaim(db: Db | Tx, id: number): Promise<ClaimRow | undefined> {
  const [row] = await selectClaims(db).where(eq(playerClaims.id, id)).limit(1);
  return row;
}

/** The confirmed claim of a player page, if it has an owner. */
export async function findConfirmedClaimOfPlayer(db: Db | Tx, playerId: number) {
  const [row] = await db
    .select({ id: playerClaims.id, userId: playerClaims.userId })
    .from(playerClaims)
    .where(and(eq(playerClaims.playerId, playerId), eq(playerClaims.status, 'confirmed')))
    .limit(1);
  return row;
}

export async function findPlayerName(db: Db | Tx, playerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: players.name })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.name;
}

/** The player whose name is this Roblox username (names are unique ignoring case). */
export async function findPlayerNamed(db: Db | Tx, name: string) {
  const [row] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(sql`lower(${players.name}) = lower(${name.trim()})`)
    .limit(1);
  return row;
}

export async function insertClaim(
  tx: Tx,
  values: { playerId: number; userId: number; status: PlayerClaimStatus },
): Promise<number> {
  const [row] = await tx
    .insert(playerClaims)
    .values({ ...values, confirmedAt: values.status === 'confirmed' ? new Date() : null })
    .returning({ id: playerClaims.id });
  if (!row) throw new Error('insert into player_claims returned no row');
  return row.id;
}

export async function confirmClaim(tx: Tx, id: number): Promise<void> {
  await tx
    .update(playerClaims)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(eq(playerClaims.id, id));
}

export async function updateClaimOwnerFields(
  tx: Tx,
  id: number,
  values: { bio?: string | null; supportedTeamId?: number | null },
): Promise<void> {
  await tx.update(playerClaims).set(values).where(eq(playerClaims.id, id));
}

export async function deleteClaim(tx: Tx, id: number): Promise<void> {
  await tx.delete(playerClaims).where(eq(playerClaims.id, id));
}

export async function teamExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1);
  return Boolean(row);
}

/** Claims waiting for staff, oldest first, with the member and their linked Roblox account. */
export async function listPendingClaims(db: Db): Promise<StaffPlayerClaim[]> {
  const rows = await db
    .select({
      id: playerClaims.id,
      status: playerClaims.status,
      playerId: players.id,
      playerName: players.name,
      userId: users.id,
      username: users.username,
      robloxUsername: linkedAccounts.username,
      requestedAt: playerClaims.requestedAt,
    })
    .from(playerClaims)
    .innerJoin(players, eq(players.id, playerClaims.playerId))
    .innerJoin(users, eq(users.id, playerClaims.userId))
    .leftJoin(linkedAccounts, and(eq(linkedAccounts.userId, users.id), eq(linkedAccounts.provider, 'roblox')))
    .where(eq(playerClaims.status, 'pending'))
    .orderBy(asc(playerClaims.requestedAt), asc(playerClaims.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as PlayerClaimStatus,
    player: { id: r.playerId, name: r.playerName },
    member: { id: r.userId, username: r.username },
    robloxUsername: r.robloxUsername,
    requestedAt: r.requestedAt.toISOString(),
  }));
}

export async function findUsername(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username;
}
