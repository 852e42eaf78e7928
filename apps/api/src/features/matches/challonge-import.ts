/**
 * Challonge bracket import (docs/product/schedule-and-matches.md#challonge-import). Matches are ordered by
 * round, then Challonge's play order, and spaced from the round start; if any would start after the round
 * end, nothing is imported. Re-importing updates the matches created before (matched on the Challonge match
 * id) in one transaction.
 */
import {
  challongeRoundLabel,
  challongeTournamentId,
  parseChallongeScores,
  parseRoundFilter,
  scheduleMatchTimes,
} from '@league/shared/domain/bracket-import';
import type { ChallongeImportBodySchema } from '@league/shared/schemas/match-imports';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { matches, seasons } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  type ChallongeClientOptions,
  type ChallongeMatch,
  fetchChallongeBracket,
} from './challonge-client.ts';

type ImportRequest = z.output<typeof ChallongeImportBodySchema>;

/** Columns a re-import refreshes from Challonge; staff edits to others (none today) would survive. */
const UPDATED_ON_REIMPORT = [
  'matchNumber',
  'round',
  'status',
  'region',
  'date',
  'team1Name',
  'team2Name',
  'team1Score',
  'team2Score',
  'set1Score',
  'set2Score',
  'set3Score',
  'set4Score',
  'set5Score',
  'tags',
  'seasonId',
] as const;

/** Winners rounds first in order, then losers rounds (-1, -2, …), each by play order then id. */
function orderMatches(list: ChallongeMatch[]): ChallongeMatch[] {
  const roundKey = (r: number) => (r > 0 ? r : 1000 - r);
  return [...list].sort(
    (a, b) =>
      roundKey(a.round) - roundKey(b.round) ||
      (a.suggested_play_order ?? a.id) - (b.suggested_play_order ?? b.id) ||
      a.id - b.id,
  );
}

export async function importChallongeBracket(
  db: Db,
  client: ChallongeClientOptions,
  request: ImportRequest,
): Promise<{ created: number; updated: number; ids: number[] }> {
  const tournamentId = challongeTournamentId(request.challongeUrl);
  if (!tournamentId) {
    throw badRequest('That is not a Challonge bracket URL (e.g. https://challonge.com/abc123)', [
      { path: 'challongeUrl', message: 'Not a Challonge bracket URL' },
    ]);
  }
  const roundFilter = request.round == null || request.round === '' ? null : parseRoundFilter(request.round);
  if (request.round != null && request.round !== '' && roundFilter === null) {
    throw badRequest('Round must be a Challonge round such as 2, "Round 2" or "Losers Round 1"', [
      { path: 'round', message: 'Unreadable round' },
    ]);
  }
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, request.seasonId));
  if (!season) throw badRequest('Season not found', [{ path: 'seasonId', message: 'Season not found' }]);

  const bracket = await fetchChallongeBracket(client, tournamentId);
  const chosen = orderMatches(bracket.matches.filter((m) => roundFilter === null || m.round === roundFilter));
  if (chosen.length === 0) throw badRequest('The bracket has no matches to import for that round');

  const start = new Date(request.roundStartDate);
  const { times, overflow } = scheduleMatchTimes(
    chosen.length,
    start,
    new Date(request.roundEndDate),
    request.matchSpacingMinutes,
  );
  if (overflow > 0) {
    throw badRequest(
      `${overflow} of ${chosen.length} matches do not fit between the round start and end at ${request.matchSpacingMinutes}-minute spacing. Move the end later or shorten the spacing.`,
    );
  }

  const rows = chosen.map((m, k) => {
    const { sets, team1Sets, team2Sets } = parseChallongeScores(m.scores_csv);
    const complete = m.state === 'complete';
    return {
      challongeMatchId: `${tournamentId}:${m.id}`,
      matchNumber: `${challongeRoundLabel(m.round)} - Match ${m.suggested_play_order ?? k + 1}`,
      round: challongeRoundLabel(m.round),
      status: complete ? 'completed' : 'scheduled',
      phase: 'qualifiers',
      region: request.region,
      date: times[k]!,
      team1Name: (m.player1_id !== null && bracket.names.get(m.player1_id)) || 'TBD',
      team2Name: (m.player2_id !== null && bracket.names.get(m.player2_id)) || 'TBD',
      team1Score: complete || sets[0] ? team1Sets : null,
      team2Score: complete || sets[0] ? team2Sets : null,
      set1Score: sets[0] ?? null,
      set2Score: sets[1] ?? null,
      set3Score: sets[2] ?? null,
      set4Score: sets[3] ?? null,
      set5Score: sets[4] ?? null,
      tags: request.tags,
      seasonId: season.id,
    };
  });

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ key: matches.challongeMatchId })
      .from(matches)
      .where(
        inArray(
          matches.challongeMatchId,
          rows.map((r) => r.challongeMatchId),
        ),
      );
    const known = new Set(existing.map((e) => e.key));
    const saved = await tx
      .insert(matches)
      .values(rows)
      .onConflictDoUpdate({
        target: matches.challongeMatchId,
        set: Object.fromEntries(UPDATED_ON_REIMPORT.map((k) => [k, sql.raw(`excluded.${matches[k].name}`)])),
      })
      .returning({ id: matches.id });
    return {
      created: rows.filter((r) => !known.has(r.challongeMatchId)).length,
      updated: rows.filter((r) => known.has(r.challongeMatchId)).length,
      ids: saved.map((s) => s.id),
    };
  });
}
