/**
 * The demo league's fan votes (docs/product/votes.md), so `npm start` shows both states: last season's fans'
 * MVP, closed three days ago with its ballots and results, and this season's play of the week, open for five
 * more days with ballots already cast (their counts hidden until it closes) and demo_user free to vote.
 * Deterministic: a ballot follows from the member's id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { voteBallots, voteCandidates, votes } from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many members vote (demo_user last, so it can still vote in the open one). */
const VOTERS = 15;

/** The plays of the demo's open vote; the links point at the demo's own site, not at a video host. */
const DEMO_PLAYS = [
  'The libero’s dig off the back wall',
  'A no-look back set for the match point',
  'Three blocks in a row to save the set',
];

async function insertVoteWith(
  db: Db,
  vote: typeof votes.$inferInsert,
  candidates: { name: string; playerId?: number; clipUrl?: string }[],
  voters: readonly number[],
): Promise<number> {
  const [row] = await db.insert(votes).values(vote).returning({ id: votes.id });
  const inserted = await db
    .insert(voteCandidates)
    .values(candidates.map((c, position) => ({ ...c, voteId: row!.id, position })))
    .returning({ id: voteCandidates.id });
  // A lopsided but not unanimous split: about half for the first candidate, the rest spread out.
  const ballots = voters.map((userId, i) => ({
    voteId: row!.id,
    userId,
    candidateId: inserted[(userId * 7 + i) % 5 < 2 ? 0 : 1 + (userId % (inserted.length - 1))]!.id,
  }));
  if (ballots.length > 0) await db.insert(voteBallots).values(ballots);
  return ballots.length;
}

/** Answers the rows written. */
export async function seedDemoVotes(db: Db, now: Date): Promise<Record<string, number>> {
  const seasons = await queryRows<{ id: number; seasonNumber: number }>(
    db,
    sql`select id, season_number as "seasonNumber" from seasons order by season_number desc limit 2`,
  );
  const [current, previous] = seasons;
  if (!current || !previous) return { votes: 0, voteBallots: 0 };
  const members = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'user' and username <> 'demo_user' order by id limit ${VOTERS}`,
  );
  const voters = members.map((m) => m.id);
  // The demo's accounts joined at least a month before the seed's clock, as a league's members would have,
  // so demo_user may vote at once under the default account age threshold (older accounts keep their day).
  await db.execute(
    sql`update users set created_at = least(created_at, ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz)`,
  );
  const stars = await queryRows<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from players p
      join stats s on s.player_id = p.id join games g on g.id = s.game_id
      where g.season_id = ${previous.id}
      group by p.id, p.name order by sum(s.spike_kills) desc, p.id limit 4`,
  );
  let ballots = 0;
  if (stars.length >= 2)
    ballots += await insertVoteWith(
      db,
      {
        kind: 'season-mvp',
        title: `Season ${previous.seasonNumber} fans’ MVP`,
        seasonId: previous.id,
        closesAt: new Date(now.getTime() - 3 * DAY_MS),
        createdAt: new Date(now.getTime() - 10 * DAY_MS),
      },
      stars.map((p) => ({ name: p.name, playerId: p.id })),
      voters,
    );
  ballots += await insertVoteWith(
    db,
    {
      kind: 'play-of-the-week',
      title: 'Play of the week',
      seasonId: current.id,
      closesAt: new Date(now.getTime() + 5 * DAY_MS),
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
    DEMO_PLAYS.map((name, i) => ({ name, clipUrl: `https://example.com/demo-plays/${i + 1}` })),
    voters.slice(0, Math.ceil(voters.length / 2)),
  );
  return { votes: stars.length >= 2 ? 2 : 1, voteBallots: ballots };
}
