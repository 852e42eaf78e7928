/**
 * A match as the chat tells it (docs/product/chat-webhooks.md#messages): its facts, and its result once it
 * has one. Used by every write that can give a match its result (staff edits, the live score) and by
 * tonight's post.
 */
import type { MatchFacts } from '@league/shared/domain/chat-messages';
import type { WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { matchState } from './match-state.ts';
import type { MatchRecord } from './queries.ts';

/** The facts of a match as the chat shows them: what its followers are told of it, but its status and season. */
export function matchFacts(row: MatchRecord): MatchFacts {
  const { status: _status, seasonId: _seasonId, ...facts } = matchState(row);
  return facts;
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
