/**
 * Fan votes' SQL (docs/product/votes.md): votes with their season, candidates, ballots and their counts, and
 * the names staff give candidates looked up in the vote's season.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  players,
  seasons,
  teamPlayers,
  teams,
  users,
  voteBallots,
  voteCandidates,
  votes,
} from '../../db/schema.ts';
import { equalsIgnoringCase } from '../../db/sql-helpers.ts';

/** A vote row with its season's number. */
export interface VoteRow {
  id: number;
  kind: string;
  title: string;
  seasonId: number;
  seasonNumber: number;
  closesAt: Date;
  createdAt: Date;
}

export type CandidateRow = typeof voteCandidates.$inferSelect;

const voteColumns = {
  id: votes.id,
  kind: votes.kind,
  title: votes.title,
  seasonId: votes.seasonId,
  seasonNumber: seasons.seasonNumber,
  closesAt: votes.closesAt,
  createdAt: votes.createdAt,
};

/** Every vote (of one season, when given), closing soonest first. */
export function selectVotes(db: Db | Tx, seasonNumber?: number): Promise<VoteRow[]> {
  return db
    .select(voteColumns)
    .from(votes)
    .innerJoin(seasons, eq(seasons.id, votes.seasonId))
    .where(seasonNumber === undefined ? undefined : eq(seasons.seasonNumber, seasonNumber))
    .orderBy(asc(votes.closesAt), asc(votes.id));
}

/** One vote; `forUpdate` locks its row, so a ballot and a close cannot cross. */
export async function selectVote(db: Db | Tx, id: number, forUpdate = false): Promise<VoteRow | undefined> {
  const query = db
    .select(voteColumns)
    .from(votes)
    .innerJoin(seasons, eq(seasons.id, votes.seasonId))
    .where(eq(votes.id, id));
  const [row] = forUpdate ? await query.for('update', { of: votes }) : await query;
  return row;
}

/** The candidates of these votes, in the order staff gave them. */
export function selectCandidates(db: Db | Tx, voteIds: readonly number[]): Promise<CandidateRow[]> {
  if (voteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(voteCandidates)
    .where(inArray(voteCandidates.voteId, [...voteIds]))
    .orderBy(asc(voteCandidates.voteId), asc(voteCandidates.position));
}

/** The ballots' candidates of these votes (one entry per ballot), for the tally of closed votes only. */
export async function selectBallotChoices(
  db: Db | Tx,
  voteIds: readonly number[],
): Promise<{ voteId: number; candidateId: number; votes: number }[]> {
  if (voteIds.length === 0) return [];
  return db
    .select({
      voteId: voteBallots.voteId,
      candidateId: voteBallots.candidateId,
      votes: sql<number>`count(*)::int`,
    })
    .from(voteBallots)
    .where(inArray(voteBallots.voteId, [...voteIds]))
    .groupBy(voteBallots.voteId, voteBallots.candidateId);
}

/** A member's ballots, newest first. */
export function selectBallotsOfUser(db: Db | Tx, userId: number) {
  return db
    .select({
      voteId: voteBallots.voteId,
      candidateId: voteBallots.candidateId,
      createdAt: voteBallots.createdAt,
    })
    .from(voteBallots)
    .where(eq(voteBallots.userId, userId))
    .orderBy(sql`${voteBallots.createdAt} desc`, sql`${voteBallots.id} desc`);
}

/** When an account was made (null: no such account). */
export async function selectAccountCreatedAt(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

/** Writes a ballot; answers false when the member already voted in this vote (the unique index). */
export async function insertBallot(
  tx: Tx,
  values: { voteId: number; candidateId: number; userId: number },
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await tx
    .insert(voteBallots)
    .values(values)
    .onConflictDoNothing({ target: [voteBallots.voteId, voteBallots.userId] })
    .returning({ createdAt: voteBallots.createdAt });
  return row;
}

export async function seasonNumberOf(db: Db | Tx, seasonId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ seasonNumber: seasons.seasonNumber })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return row?.seasonNumber;
}

/** A player of this name (any case) on a roster of the season, with the name as written. */
export async function findSeasonPlayer(db: Db | Tx, seasonId: number, name: string) {
  const [row] = await db
    .selectDistinct({ id: players.id, name: players.name })
    .from(players)
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(teams.seasonId, seasonId), equalsIgnoringCase(players.name, name)));
  return row;
}

/** The season's team of this name (any case), with the name as written. */
export async function findSeasonTeam(db: Db | Tx, seasonId: number, name: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.seasonId, seasonId), equalsIgnoringCase(teams.name, name)));
  return row;
}

export async function insertVote(
  tx: Tx,
  vote: typeof votes.$inferInsert,
  candidates: Omit<typeof voteCandidates.$inferInsert, 'voteId'>[],
): Promise<number> {
  const [row] = await tx.insert(votes).values(vote).returning({ id: votes.id });
  const id = row!.id;
  await tx.insert(voteCandidates).values(candidates.map((c) => ({ ...c, voteId: id })));
  return id;
}

export async function updateVoteClose(tx: Tx, id: number, closesAt: Date): Promise<void> {
  await tx.update(votes).set({ closesAt }).where(eq(votes.id, id));
}
