/**
 * Pick'em scoring (docs/product/pickem.md#scoring), in the transaction of every match change whatever made
 * it (a staff edit, a result approved, the live score): a completed match scores its picks, a corrected
 * result scores them again, a match reopened clears them. When the last match of a league week completes,
 * the week's top three go to the chat through the outbox.
 */
import type { MatchChange } from '@league/shared/domain/match-changes';
import { PICK_MAX_POINTS, pickOutcome, scorePick } from '@league/shared/domain/pickem';
import {
  pickemWeekDays,
  pickemWeekOf,
  rankPickers,
  topThree,
} from '@league/shared/domain/pickem-leaderboard';
import type { Tx } from '../../db/client.ts';
import type { WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { selectPickerSums, selectPicksOfMatch, selectWeekState, setPickPoints } from './queries.ts';

/** Scores the picks of every changed match; answers the ids of matches whose picks' points moved. */
export async function scoreMatchChanges(
  tx: Tx,
  changes: readonly MatchChange[],
  effects: WriteEffects,
  timeZone: string,
): Promise<number[]> {
  const moved: number[] = [];
  for (const { after } of changes) {
    if (!after) continue; // a deleted match takes its picks with it
    const outcome = after.status === 'completed' ? pickOutcome(after.team1Score, after.team2Score) : null;
    const picks = await selectPicksOfMatch(tx, after.id);
    const updates = picks
      .map((p) => ({ id: p.id, points: outcome ? scorePick(p, outcome) : null, before: p.points }))
      .filter((u) => u.points !== u.before);
    if (updates.length === 0) continue;
    await setPickPoints(tx, updates);
    moved.push(after.id);
    if (outcome) await postWeekIfComplete(tx, effects, after.seasonId, after.date, timeZone);
  }
  return moved;
}

/**
 * The week's top three to the chat once every match of the season's league week is completed. The chat event's
 * key holds the three and their points, so a correction that changes them posts again and one that does not
 * posts nothing.
 */
async function postWeekIfComplete(
  tx: Tx,
  effects: WriteEffects,
  seasonId: number,
  date: string,
  timeZone: string,
): Promise<void> {
  const week = pickemWeekOf(date, timeZone);
  const scope = { kind: 'week' as const, ...pickemWeekDays(week), timeZone };
  const state = await selectWeekState(tx, seasonId, scope);
  if (!state || state.open > 0) return;
  const leaders = topThree(rankPickers(await selectPickerSums(tx, scope, PICK_MAX_POINTS)));
  if (leaders.length === 0) return;
  await effects.chat({
    kind: 'pickem-week',
    week,
    seasonNumber: state.seasonNumber,
    leaders: leaders.map((l) => ({ rank: l.rank, name: l.name, points: l.points })),
  });
}
