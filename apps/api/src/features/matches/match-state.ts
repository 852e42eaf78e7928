/**
 * A stored match as the unit of work's match changes take it (docs/product/follows.md#notifications): what its
 * followers are told, and what the standings' marks read.
 */
import type { MatchState } from '@league/shared/domain/match-changes';
import { recordedSetScoresOf } from '@league/shared/domain/standings-matches';
import type { MatchRecord } from './queries.ts';

export function matchState(row: MatchRecord): MatchState;
export function matchState(row: MatchRecord | undefined): MatchState | null;
export function matchState(row: MatchRecord | undefined): MatchState | null {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    phase: row.phase,
    seasonId: row.seasonId,
    matchNumber: row.matchNumber,
    round: row.round,
    date: row.date.toISOString(),
    team1Name: row.team1Name,
    team2Name: row.team2Name,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    setScores: recordedSetScoresOf(row),
  };
}
