/**
 * Bracket challenge scoring (docs/product/pickem.md#bracket-challenge), in the transaction of every match
 * change whatever made it (a staff edit, a result approved, an import), beside pick'em's: a change of a
 * playoff match scores its season's filled brackets again from all of the season's results, so a correction
 * scores afresh and a result taken back clears what it gave.
 */
import type { ChallengeBracket } from '@league/shared/domain/bracket-challenge';
import {
  actualBracket,
  type ChallengeResult,
  type SlotState,
  scoreBracketPicks,
} from '@league/shared/domain/bracket-challenge-picks';
import { seasonChallenge } from '@league/shared/domain/bracket-challenge-season';
import type { MatchChange } from '@league/shared/domain/match-changes';
import { pickOutcome } from '@league/shared/domain/pickem';
import type { Tx } from '../../db/client.ts';
import { type PlayoffMatchRow, selectEntries, selectPlayoffMatches, setEntryScores } from './queries.ts';

/** A season's brackets with the results laid on them. */
export interface SeasonBrackets {
  brackets: { bracket: ChallengeBracket; actual: Map<string, SlotState> }[];
  waiting: string | null;
}

/** The completed playoff matches with a winner, in schedule order: what decides the slots. */
function resultsOf(rows: readonly PlayoffMatchRow[]): (ChallengeResult & { division: string | null })[] {
  return rows.flatMap((row) => {
    const outcome = row.status === 'completed' ? pickOutcome(row.team1Score, row.team2Score) : null;
    if (!outcome) return [];
    const winner = outcome.winner === 'team1' ? row.team1Name : row.team2Name;
    return [{ team1: row.team1Name, team2: row.team2Name, winner, division: row.division }];
  });
}

/** The season's brackets from its playoff matches, each with its slots decided by the results so far. */
export function bracketsOfSeason(rows: readonly PlayoffMatchRow[]): SeasonBrackets {
  const { brackets, waiting } = seasonChallenge(rows);
  const results = resultsOf(rows);
  return {
    waiting,
    brackets: brackets.map((bracket) => ({
      bracket,
      // A season of several divisions keeps each bracket to its own division's results.
      actual: actualBracket(
        bracket,
        brackets.length > 1 ? results.filter((r) => r.division === bracket.division) : results,
      ),
    })),
  };
}

/** Scores every filled bracket of a season again; answers how many scores moved. */
export async function scoreSeasonBrackets(tx: Tx, seasonId: number): Promise<number> {
  const entries = await selectEntries(tx, seasonId);
  if (entries.length === 0) return 0;
  const { brackets } = bracketsOfSeason(await selectPlayoffMatches(tx, seasonId));
  const updates = entries
    .map((entry) => {
      const score = scoreBracketPicks(brackets, entry.picks);
      const decided = score.decided > 0;
      return {
        id: entry.id,
        points: decided ? score.points : null,
        correct: decided ? score.correct : null,
        before: [entry.points, entry.correct],
      };
    })
    .filter((u) => u.points !== u.before[0] || u.correct !== u.before[1]);
  await setEntryScores(tx, updates);
  return updates.length;
}

/** Scores the seasons of every changed playoff match (a match moved in or out of the playoffs too). */
export async function scoreBracketChanges(tx: Tx, changes: readonly MatchChange[]): Promise<void> {
  const seasons = new Set<number>();
  for (const { before, after } of changes)
    for (const state of [before, after]) if (state?.phase === 'playoffs') seasons.add(state.seasonId);
  for (const seasonId of seasons) await scoreSeasonBrackets(tx, seasonId);
}
