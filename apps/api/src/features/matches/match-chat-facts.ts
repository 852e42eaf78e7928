/**
 * A match as the chat tells it (docs/product/chat-webhooks.md#messages): its facts, and its result once it
 * has one. Used by every write that can give a match its result (staff edits, the live score) and by
 * tonight's post.
 */
import type { MatchFacts } from '@league/shared/domain/chat-messages';
import type { WriteEffects } from '../../lib/writes/unit-of-work.ts';
import type { MatchRecord } from './queries.ts';

const SET_KEYS = ['set1Score', 'set2Score', 'set3Score', 'set4Score', 'set5Score'] as const;

/** The facts of a match as the chat shows them. */
export function matchFacts(row: MatchRecord): MatchFacts {
  return {
    id: row.id,
    matchNumber: row.matchNumber,
    round: row.round,
    phase: row.phase,
    date: row.date.toISOString(),
    team1Name: row.team1Name,
    team2Name: row.team2Name,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    setScores: SET_KEYS.map((k) => row[k]).filter((s): s is string => Boolean(s)),
  };
}

/**
 * A match whose status is completed, or whose two scores are recorded, is a result for the chat
 * (docs/product/chat-webhooks.md#messages); recorded in the write's transaction, once per score.
 */
export async function tellResult(effects: WriteEffects, row: MatchRecord | undefined): Promise<void> {
  if (!row) return;
  const scored = row.team1Score !== null && row.team2Score !== null;
  if (row.status === 'completed' || scored)
    await effects.chat({ kind: 'match-completed', match: matchFacts(row) });
}
