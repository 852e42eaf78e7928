/**
 * Staff's side of fan votes (docs/product/votes.md): opening a vote with its candidates, found in its season,
 * and closing it early, so its results show.
 */
import { isVoteClosed, VOTE_CANDIDATE_KINDS, VOTE_KIND_LABELS } from '@league/shared/domain/votes';
import type { CreateVoteBody, Vote } from '@league/shared/schemas/votes';
import type { Db, Tx } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  findSeasonPlayer,
  findSeasonTeam,
  insertVote,
  seasonNumberOf,
  selectVote,
  updateVoteClose,
} from './queries.ts';
import { readVote, type VotesContext } from './service.ts';

/** The candidates as stored: players and teams looked up in the vote's season, clips as given. */
async function resolveCandidates(tx: Tx, body: CreateVoteBody) {
  const kind = VOTE_CANDIDATE_KINDS[body.kind];
  const rows = [];
  for (const [position, c] of body.candidates.entries()) {
    const path = `candidates.${position}.name`;
    if (kind === 'clip') {
      rows.push({ position, name: c.name, clipUrl: c.clipUrl ?? null });
      continue;
    }
    const found =
      kind === 'player'
        ? await findSeasonPlayer(tx, body.seasonId, c.name)
        : await findSeasonTeam(tx, body.seasonId, c.name);
    if (!found) {
      const message = `No ${kind} named ${c.name} plays in that season`;
      throw badRequest(message, [{ path, message }]);
    }
    rows.push({
      position,
      name: found.name,
      playerId: kind === 'player' ? found.id : null,
      teamId: kind === 'team' ? found.id : null,
    });
  }
  return rows;
}

/** POST /api/votes: a vote with its candidates, closing in the future on this server's clock. */
export async function createVote(
  db: Db,
  ctx: VotesContext,
  actor: AuthUser,
  body: CreateVoteBody,
): Promise<Vote> {
  const closesAt = new Date(body.closesAt);
  const id = await staffWrite(db, actor, async (tx) => {
    if (isVoteClosed(closesAt, ctx.now())) {
      const message = 'Close time must be in the future';
      throw badRequest(message, [{ path: 'closesAt', message }]);
    }
    const seasonNumber = await seasonNumberOf(tx, body.seasonId);
    if (seasonNumber === undefined) {
      const message = `Season with id ${body.seasonId} not found`;
      throw badRequest(message, [{ path: 'seasonId', message }]);
    }
    const candidates = await resolveCandidates(tx, body);
    const newId = await insertVote(
      tx,
      { kind: body.kind, title: body.title, seasonId: body.seasonId, closesAt, createdBy: actor.id },
      candidates,
    );
    return {
      result: newId,
      activity: {
        kind: 'create',
        entityType: 'vote',
        entityId: newId,
        entityLabel: `${body.title} (${VOTE_KIND_LABELS[body.kind]}, season ${seasonNumber})`,
        after: {
          kind: body.kind,
          title: body.title,
          seasonId: body.seasonId,
          closesAt: closesAt.toISOString(),
          candidates: candidates.map((c) => c.name).join(', '),
        },
      },
    };
  });
  return readVote(db, ctx, id);
}

/** POST /api/votes/:id/close: closes an open vote now, so its results show; a 409 when already closed. */
export async function closeVote(db: Db, ctx: VotesContext, actor: AuthUser, id: number): Promise<Vote> {
  await staffWrite(db, actor, async (tx) => {
    const now = ctx.now();
    const vote = await selectVote(tx, id, true);
    if (!vote) throw notFound('Vote');
    if (isVoteClosed(vote.closesAt, now))
      throw conflict(`${vote.title} is already closed (at ${toIso(vote.closesAt)})`);
    await updateVoteClose(tx, id, now);
    return {
      result: undefined,
      activity: {
        kind: 'edit',
        entityType: 'vote',
        entityId: id,
        entityLabel: `${vote.title} (season ${vote.seasonNumber})`,
        before: { closesAt: toIso(vote.closesAt) },
        after: { closesAt: now.toISOString() },
      },
    };
  });
  return readVote(db, ctx, id);
}
