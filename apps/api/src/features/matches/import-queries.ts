/**
 * The writes of the portal's two schedule imports: a match file's rows, all or none
 * (docs/product/schedule-and-matches.md#match-file-import), and a Challonge bracket's matches, new or imported
 * before (docs/product/schedule-and-matches.md#challonge-import).
 */
import { SET_SCORE_KEYS } from '@league/shared/domain/standings-matches';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import type { MatchRecord, MatchValues } from './queries.ts';

/** All the rows or none; answers them as stored, in order. */
export function insertMatches(db: Db, rows: MatchValues[]): Promise<MatchRecord[]> {
  return db.transaction((tx) => tx.insert(matches).values(rows).returning());
}

/** Columns a re-import refreshes from Challonge; staff edits to others (none today) would survive. */
const UPDATED_ON_REIMPORT = [
  'matchNumber',
  'round',
  'status',
  'phase',
  'region',
  'division',
  'date',
  'team1Name',
  'team2Name',
  'team1Score',
  'team2Score',
  ...SET_SCORE_KEYS,
  'tags',
  'seasonId',
] as const;

/**
 * Inserts the bracket's matches, or updates those imported before (same Challonge match id), in one
 * transaction; answers how many were new and how many updated, and every id in order.
 */
export function upsertChallongeMatches(
  db: Db,
  rows: (MatchValues & { challongeMatchId: string })[],
): Promise<{ created: number; updated: number; ids: number[]; before: MatchRecord[]; after: MatchRecord[] }> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(matches)
      .where(
        inArray(
          matches.challongeMatchId,
          rows.map((r) => r.challongeMatchId),
        ),
      );
    const known = new Set(existing.map((e) => e.challongeMatchId));
    const saved = await tx
      .insert(matches)
      .values(rows)
      .onConflictDoUpdate({
        target: matches.challongeMatchId,
        set: Object.fromEntries(UPDATED_ON_REIMPORT.map((k) => [k, sql.raw(`excluded.${matches[k].name}`)])),
      })
      .returning();
    return {
      created: rows.filter((r) => !known.has(r.challongeMatchId)).length,
      updated: rows.filter((r) => known.has(r.challongeMatchId)).length,
      ids: saved.map((s) => s.id),
      before: existing,
      after: saved,
    };
  });
}
