/**
 * The demo league's bracket challenge (docs/product/pickem.md#bracket-challenge), so `npm start` shows one
 * scored: the members (demo_user among them) filled the last finished season's brackets before its first
 * playoff match, each pick the actual winner three times in five when the member's own bracket has that team
 * in the match, else a side by the roll; then the season's results score them, by the server's own scoring.
 * Deterministic: a pick follows from the member's id and the slot.
 */
import { walkBracket } from '@league/shared/domain/bracket-challenge-picks';
import { challengeLockAt } from '@league/shared/domain/bracket-challenge-season';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bracketEntries } from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';
import {
  rescoreSeasonBrackets,
  seasonBracketsOf,
  seasonPlayoffMatches,
} from '../features/bracket-challenge/service.ts';
import { roll } from './pickem.ts';

/** How many members fill a bracket (demo_user first). */
const FILLERS = 10;

/** A number for a slot id, so each slot rolls differently. */
const slotNumber = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7);

/** Answers the rows written. */
export async function seedDemoBrackets(db: Db): Promise<Record<string, number>> {
  const [season] = await queryRows<{ id: number }>(
    db,
    sql`select season_id as id from matches where phase = 'playoffs' group by season_id
      having bool_and(status = 'completed') order by max(date) desc limit 1`,
  );
  if (!season) return { bracketEntries: 0 };
  const rows = await seasonPlayoffMatches(db, season.id);
  const { brackets, waiting } = seasonBracketsOf(rows);
  const lockAt = challengeLockAt(rows);
  if (waiting || !lockAt) return { bracketEntries: 0 };
  const members = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'user' order by (username = 'demo_user') desc, id limit ${FILLERS}`,
  );
  const filledAt = new Date(Date.parse(lockAt) - 2 * 24 * 60 * 60 * 1000);
  const entries = members.map((member) => {
    const picks: Record<string, string> = {};
    for (const { bracket, actual } of brackets) {
      const states = walkBracket(bracket, (slotId, [a, b]) => {
        const r = roll(member.id, slotNumber(slotId));
        const winner = actual.get(slotId)?.winner;
        if (winner && (winner === a || winner === b) && r < 60) return winner;
        return r % 2 === 0 ? a : b;
      });
      for (const [id, state] of states) if (state.winner) picks[id] = state.winner;
    }
    return { userId: member.id, seasonId: season.id, picks, createdAt: filledAt, updatedAt: filledAt };
  });
  if (entries.length > 0) await db.insert(bracketEntries).values(entries);
  await rescoreSeasonBrackets(db, season.id);
  return { bracketEntries: entries.length };
}
