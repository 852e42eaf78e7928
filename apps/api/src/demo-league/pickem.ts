/**
 * The demo league's pick'em (docs/product/pickem.md), so `npm start` shows it: the members (demo_user among
 * them) picked the matches of the last two weeks, scored by the same rule the server uses, so last week has
 * its leaderboard and the house its tally; and they picked some of the coming week's matches, whose splits
 * show once each starts. Deterministic: a pick follows from the member's and the match's ids.
 */
import { isMatchFormatId } from '@league/shared/domain/match-formats';
import { type PickSide, pickOutcome, pickSetScores, scorePick } from '@league/shared/domain/pickem';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { picks } from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many members play along (demo_user first). */
const PICKERS = 12;

interface DemoMatch {
  id: number;
  status: string;
  team1Score: number | null;
  team2Score: number | null;
  format: string;
}

/** A number from 0 to 99 that depends only on its inputs. */
export function roll(a: number, b: number): number {
  // Integer mixing (as in common 32-bit hash finalisers), so neighbouring ids give unrelated rolls.
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2d);
  h ^= h >>> 15;
  return (h >>> 0) % 100;
}

/**
 * A member's pick: for a completed match, the right winner two times in three (fans know their league) and
 * then the right set score one time in three; for a match still to play, a side and a score by the roll.
 */
function demoPick(userId: number, match: DemoMatch): { winner: PickSide; sets: string } {
  const scores = pickSetScores(isMatchFormatId(match.format) ? match.format : 'bestOf5');
  const r = roll(userId, match.id);
  const outcome = pickOutcome(match.team1Score, match.team2Score);
  if (!outcome) return { winner: r % 2 === 0 ? 'team1' : 'team2', sets: scores[r % scores.length] ?? '3-0' };
  const right = r < 67;
  const winner: PickSide = right ? outcome.winner : outcome.winner === 'team1' ? 'team2' : 'team1';
  const sets =
    right && r % 3 === 0 ? outcome.sets : (scores[roll(match.id, userId) % scores.length] ?? outcome.sets);
  return { winner, sets };
}

/** Answers the rows written. */
export async function seedDemoPicks(db: Db, now: Date): Promise<Record<string, number>> {
  const members = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'user' order by (username = 'demo_user') desc, id limit ${PICKERS}`,
  );
  const matches = await queryRows<DemoMatch>(
    db,
    sql`select m.id, m.status, m.team1_score as "team1Score", m.team2_score as "team2Score",
        coalesce(ss.format, 'bestOf5') as format
      from matches m left join standings_settings ss on ss.season_id = m.season_id
      where m.date >= ${new Date(now.getTime() - 14 * DAY_MS).toISOString()}::timestamptz
        and m.date < ${new Date(now.getTime() + 7 * DAY_MS).toISOString()}::timestamptz
        and (m.status = 'completed' or m.date > ${now.toISOString()}::timestamptz)
      order by m.date, m.id`,
  );
  const rows = members.flatMap((member, index) =>
    matches
      // Not every member picks every match still to play: the splits differ from match to match.
      .filter((m) => m.status === 'completed' || roll(member.id, m.id) % 4 !== index % 4)
      .map((match) => {
        const pick = demoPick(member.id, match);
        const outcome = match.status === 'completed' ? pickOutcome(match.team1Score, match.team2Score) : null;
        return {
          userId: member.id,
          matchId: match.id,
          ...pick,
          points: outcome ? scorePick(pick, outcome) : null,
        };
      }),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(picks).values(rows.slice(i, i + 500));
  return { picks: rows.length };
}
