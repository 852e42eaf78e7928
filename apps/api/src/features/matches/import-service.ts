/**
 * The two schedule imports of the portal.
 *
 * Challonge bracket import (docs/product/schedule-and-matches.md#challonge-import). Matches are ordered by
 * round, then Challonge's play order, and spaced from the round start; if any would start after the round
 * end, nothing is imported. Re-importing updates the matches created before (matched on the Challonge match
 * id) in one transaction.
 *
 * The portal's schedule file import (docs/product/schedule-and-matches.md#match-file-import): one match a
 * row, validated whole (the body schema), then written in one transaction. Scores are the sets won, from the
 * set scores.
 */
import {
  challongeRoundLabel,
  challongeTournamentId,
  parseChallongeScores,
  parseRoundFilter,
  scheduleMatchTimes,
} from '@league/shared/domain/bracket-import';
import type {
  ChallongeImportBodySchema,
  MatchFileImportBodySchema,
} from '@league/shared/schemas/match-imports';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, type FieldError } from '../../lib/errors.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { seasonExists } from '../seasons/service.ts';
import {
  type ChallongeClientOptions,
  type ChallongeMatch,
  fetchChallongeBracket,
} from './challonge-client.ts';
import { insertMatches, upsertChallongeMatches } from './import-queries.ts';
import { matchState } from './match-state.ts';

type ImportRequest = z.output<typeof ChallongeImportBodySchema>;
type FileImport = z.output<typeof MatchFileImportBodySchema>;

const seasonNotFound = () =>
  badRequest('Season not found', [{ path: 'seasonId', message: 'Season not found' }]);

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
  actor: AuthUser,
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
  if (!(await seasonExists(db, request.seasonId))) throw seasonNotFound();

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
      phase: request.phase,
      region: request.region,
      division: request.division,
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
      seasonId: request.seasonId,
    };
  });

  // The bracket is fetched before the transaction opens: no transaction waits on the network.
  return staffWrite(db, actor, async (tx, effects) => {
    const { before, after, ...result } = await upsertChallongeMatches(tx, rows);
    // A bracket is not announced match by match; its matches get reminders and their results notify.
    const earlier = new Map(before.map((m) => [m.id, m]));
    await effects.matchesChanged(
      after.map((m) => ({ before: matchState(earlier.get(m.id)), after: matchState(m), announce: false })),
    );
    return {
      result,
      activity: {
        kind: 'import',
        entityType: 'match',
        entityId: result.ids.length === 1 ? (result.ids[0] ?? null) : null,
        entityLabel: `Challonge bracket ${tournamentId}`,
        after: {
          challongeUrl: request.challongeUrl,
          seasonId: request.seasonId,
          round: request.round ?? null,
          created: result.created,
          updated: result.updated,
          matches: rows.map((r) => r.matchNumber),
        },
      },
    };
  });
}

export async function importMatchFile(db: Db, actor: AuthUser, body: FileImport): Promise<number[]> {
  if (!(await seasonExists(db, body.seasonId))) throw seasonNotFound();

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
      phase: row.phase,
      region: body.region,
      division: row.division,
      team1Score: scored ? team1Sets : null,
      team2Score: scored ? team2Sets : null,
      set1Score: sets[0] ?? null,
      set2Score: sets[1] ?? null,
      set3Score: sets[2] ?? null,
      set4Score: sets[3] ?? null,
      set5Score: sets[4] ?? null,
      tags: row.tags,
      seasonId: body.seasonId,
    };
  });
  return staffWrite(db, actor, async (tx, effects) => {
    const saved = await insertMatches(tx, rows);
    const ids = saved.map((m) => m.id);
    await effects.matchesChanged(saved.map((m) => ({ before: null, after: matchState(m), announce: false })));
    return {
      result: ids,
      activity: {
        kind: 'import',
        entityType: 'match',
        entityId: ids.length === 1 ? (ids[0] ?? null) : null,
        entityLabel: `Match file (${ids.length} ${ids.length === 1 ? 'match' : 'matches'})`,
        after: { seasonId: body.seasonId, created: ids.length, matches: rows.map((r) => r.matchNumber) },
      },
    };
  });
}
