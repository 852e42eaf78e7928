/**
 * The portal's schedule file import (docs/product/schedule-and-matches.md#match-file-import): one match a
 * row, validated whole (the body schema), then written in one transaction. Scores are the sets won, from the
 * set scores.
 */
import { parseChallongeScores } from '@league/shared/domain/bracket-import';
import type { MatchFileImportBodySchema } from '@league/shared/schemas/match-imports';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { matches, seasons } from '../../db/schema.ts';
import { badRequest, type FieldError } from '../../lib/errors.ts';

type FileImport = z.output<typeof MatchFileImportBodySchema>;

export async function importMatchFile(db: Db, body: FileImport): Promise<number[]> {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, body.seasonId));
  if (!season) throw badRequest('Season not found', [{ path: 'seasonId', message: 'Season not found' }]);

  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  body.matches.forEach((row, i) => {
    const key = row.matchNumber.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        path: `matches.${i}.matchNumber`,
        message: `Row ${i + 1}: match number ${row.matchNumber} repeats row ${first + 1}`,
      });
    }
    seen.set(key, i);
    if (row.team1Name.toLowerCase() === row.team2Name.toLowerCase()) {
      errors.push({ path: `matches.${i}.team2Name`, message: `Row ${i + 1}: a team cannot play itself` });
    }
  });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);

  const rows = body.matches.map((row) => {
    const sets = [row.set1Score, row.set2Score, row.set3Score, row.set4Score, row.set5Score].map(
      (s) => s ?? null,
    );
    const { team1Sets, team2Sets } = parseChallongeScores(sets.filter(Boolean).join(','));
    const scored = sets.some(Boolean);
    return {
      matchNumber: row.matchNumber,
      round: row.round,
      date: new Date(row.date),
      team1Name: row.team1Name,
      team2Name: row.team2Name,
      status: row.status,
      phase: 'qualifiers',
      region: body.region,
      team1Score: scored ? team1Sets : null,
      team2Score: scored ? team2Sets : null,
      set1Score: sets[0] ?? null,
      set2Score: sets[1] ?? null,
      set3Score: sets[2] ?? null,
      set4Score: sets[3] ?? null,
      set5Score: sets[4] ?? null,
      tags: row.tags,
      seasonId: season.id,
    };
  });
  const saved = await db.transaction((tx) => tx.insert(matches).values(rows).returning({ id: matches.id }));
  return saved.map((s) => s.id);
}
