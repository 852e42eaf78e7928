/**
 * Fan votes (docs/product/votes.md): staff open and close votes; a signed-in member old enough casts one
 * final ballot per vote while it is open on this server's clock; everyone reads the votes, and a vote's
 * counts are read and sent only once it is closed. Staff's opening and closing are in admin-service.ts.
 */
import {
  isAccountOldEnough,
  isVoteClosed,
  tallyVotes,
  type VoteKind,
  voteEligibleFrom,
} from '@league/shared/domain/votes';
import type { BallotBody, MyBallot, Vote, VoteList } from '@league/shared/schemas/votes';
import type { Db, Tx } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { write } from '../../lib/writes/unit-of-work.ts';
import {
  type CandidateRow,
  insertBallot,
  selectAccountCreatedAt,
  selectBallotChoices,
  selectBallotsOfUser,
  selectCandidates,
  selectVote,
  selectVotes,
  type VoteRow,
} from './queries.ts';

/** What votes read besides the database: the clock and the account age setting. */
export interface VotesContext {
  now: () => Date;
  /** VOTE_MIN_ACCOUNT_AGE_DAYS (docs/product/settings.md#fan-votes). */
  minAccountAgeDays: number;
}

export const DOUBLE_VOTE_MESSAGE = 'You have already voted in this vote; a vote is final';

/** The calendar day (UTC) of an instant, for messages. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Builds the answers of these votes; counts are read only for the closed ones. */
async function toVotes(db: Db | Tx, rows: readonly VoteRow[], now: Date): Promise<Vote[]> {
  const ids = rows.map((r) => r.id);
  const closedIds = rows.filter((r) => isVoteClosed(r.closesAt, now)).map((r) => r.id);
  const [candidates, counts] = await Promise.all([
    selectCandidates(db, ids),
    selectBallotChoices(db, closedIds),
  ]);
  return rows.map((row) => {
    const own = candidates.filter((c) => c.voteId === row.id);
    const closed = closedIds.includes(row.id);
    const ballots = closed
      ? counts.filter((c) => c.voteId === row.id).flatMap((c) => Array<number>(c.votes).fill(c.candidateId))
      : [];
    return {
      id: row.id,
      kind: row.kind as VoteKind,
      title: row.title,
      season: { id: row.seasonId, seasonNumber: row.seasonNumber },
      closesAt: toIso(row.closesAt),
      closed,
      createdAt: toIso(row.createdAt),
      candidates: own.map(toCandidate),
      // Counts stay on the server until the close, so nobody follows the crowd.
      results: closed
        ? {
            total: ballots.length,
            rows: tallyVotes(
              own.map((c) => c.id),
              ballots,
            ),
          }
        : null,
    };
  });
}

const toCandidate = (c: CandidateRow) => ({
  id: c.id,
  name: c.name,
  playerId: c.playerId,
  teamId: c.teamId,
  clipUrl: c.clipUrl,
});

/** GET /api/votes: open votes closing soonest first, closed ones newest close first. */
export async function readVotes(db: Db, ctx: VotesContext, seasonNumber?: number): Promise<VoteList> {
  const now = ctx.now();
  const all = await toVotes(db, await selectVotes(db, seasonNumber), now);
  return {
    serverTime: now.toISOString(),
    open: all.filter((v) => !v.closed),
    closed: all.filter((v) => v.closed).reverse(),
  };
}

/**
 * How long a list of votes read now stays true: until its first open vote closes (then that vote's results
 * are due), else `longest`. A staff change to a vote clears it sooner, as every data change does; a ballot
 * changes nothing the list shows.
 */
export function votesTrueFor(list: VoteList, now: Date, longest: number): number {
  const closes = list.open.map((vote) => Date.parse(vote.closesAt) - now.getTime());
  return Math.min(longest, ...closes);
}

/** GET /api/votes/:id. */
export async function readVote(db: Db, ctx: VotesContext, id: number): Promise<Vote> {
  const row = await selectVote(db, id);
  if (!row) throw notFound('Vote');
  const [vote] = await toVotes(db, [row], ctx.now());
  return vote!;
}

/** GET /api/votes/ballots: the caller's ballots. */
export async function readMyBallots(db: Db, user: AuthUser): Promise<MyBallot[]> {
  const rows = await selectBallotsOfUser(db, user.id);
  return rows.map((r) => ({ voteId: r.voteId, candidateId: r.candidateId, createdAt: toIso(r.createdAt) }));
}

/**
 * POST /api/votes/:id/ballots (docs/product/votes.md#who-may-vote): refused with a 403 for an account younger
 * than the setting (naming the day it may vote), a 409 once the vote is closed or when the member already
 * voted (one vote, final). The vote's row is locked, so a ballot and a close cannot cross.
 */
export async function castBallot(
  db: Db,
  ctx: VotesContext,
  user: AuthUser,
  voteId: number,
  body: BallotBody,
): Promise<MyBallot> {
  return write(
    db,
    async (tx) => {
      const now = ctx.now();
      const vote = await selectVote(tx, voteId, true);
      if (!vote) throw notFound('Vote');
      if (isVoteClosed(vote.closesAt, now))
        throw conflict(`${vote.title} closed at ${toIso(vote.closesAt)}: ballots are no longer taken`);
      const createdAt = await selectAccountCreatedAt(tx, user.id);
      if (createdAt && !isAccountOldEnough(createdAt, ctx.minAccountAgeDays, now))
        throw new AppError(
          'FORBIDDEN',
          `Accounts may vote once they are ${ctx.minAccountAgeDays} days old: yours may vote from ${dayOf(
            voteEligibleFrom(createdAt, ctx.minAccountAgeDays),
          )}`,
        );
      const candidates = await selectCandidates(tx, [voteId]);
      if (!candidates.some((c) => c.id === body.candidateId)) {
        const message = `candidateId must be one of ${candidates.map((c) => c.id).join(', ')} for this vote`;
        throw badRequest(message, [{ path: 'candidateId', message }]);
      }
      const row = await insertBallot(tx, { voteId, candidateId: body.candidateId, userId: user.id });
      if (!row) throw conflict(DOUBLE_VOTE_MESSAGE);
      return { voteId, candidateId: body.candidateId, createdAt: toIso(row.createdAt) };
    },
    // Nobody sees a ballot before the close, so no shared cache is cleared.
    { actor: user, changesData: false },
  );
}
