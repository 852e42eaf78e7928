/**
 * A small client for the Challonge v1 API (docs/product/schedule-and-matches.md#challonge-import): the
 * matches and participants of one tournament. The base URL and key come from settings so tests run against a
 * local fake. Every failure becomes an AppError with a message staff can act on.
 */
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';

const ChallongeMatchSchema = z.object({
  match: z.object({
    id: z.number(),
    state: z.string(),
    round: z.number(),
    player1_id: z.number().nullable(),
    player2_id: z.number().nullable(),
    suggested_play_order: z.number().nullable().optional(),
    scores_csv: z.string().nullable().optional(),
  }),
});
export type ChallongeMatch = z.infer<typeof ChallongeMatchSchema>['match'];

const ChallongeParticipantSchema = z.object({
  participant: z.object({
    id: z.number(),
    name: z.string().nullable().optional(),
    display_name: z.string().nullable().optional(),
    group_player_ids: z.array(z.number()).nullable().optional(),
  }),
});

export interface ChallongeClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs?: number;
}

export interface ChallongeBracket {
  matches: ChallongeMatch[];
  /** Participant names by every id a match may use (participant id and group-stage ids). */
  names: Map<number, string>;
}

async function getJson(url: URL, tournamentId: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new AppError(
      'UPSTREAM',
      timedOut
        ? 'Challonge did not answer in time. Please try again.'
        : 'Could not reach Challonge. Please try again.',
    );
  }
  if (res.status === 401 || res.status === 403) {
    throw new AppError('UPSTREAM', 'Challonge refused the API key. Check CHALLONGE_API_KEY.');
  }
  if (res.status === 404)
    throw badRequest(`Challonge has no tournament "${tournamentId}". Check the bracket URL.`);
  if (!res.ok)
    throw new AppError('UPSTREAM', `Challonge answered with an error (${res.status}). Please try again.`);
  try {
    return await res.json();
  } catch {
    throw new AppError('UPSTREAM', 'Challonge answered with something that is not JSON.');
  }
}

/** Fetches the bracket: its matches and, once, its participants. */
export async function fetchChallongeBracket(
  options: ChallongeClientOptions,
  tournamentId: string,
): Promise<ChallongeBracket> {
  if (!options.apiKey) {
    throw new AppError(
      'UPSTREAM',
      'Challonge import is not configured: set CHALLONGE_API_KEY on the server.',
    );
  }
  const url = (resource: string) => {
    const u = new URL(
      `${options.baseUrl.replace(/\/$/, '')}/tournaments/${encodeURIComponent(tournamentId)}/${resource}.json`,
    );
    u.searchParams.set('api_key', options.apiKey ?? '');
    return u;
  };
  const timeout = options.timeoutMs ?? 10_000;
  const [rawMatches, rawParticipants] = await Promise.all([
    getJson(url('matches'), tournamentId, timeout),
    getJson(url('participants'), tournamentId, timeout),
  ]);
  const matches = z.array(ChallongeMatchSchema).safeParse(rawMatches);
  const participants = z.array(ChallongeParticipantSchema).safeParse(rawParticipants);
  if (!matches.success || !participants.success) {
    throw new AppError('UPSTREAM', 'Challonge answered in an unexpected format; nothing was imported.');
  }
  const names = new Map<number, string>();
  for (const { participant: p } of participants.data) {
    const name = (p.display_name || p.name || `Participant ${p.id}`).trim();
    names.set(p.id, name);
    for (const id of p.group_player_ids ?? []) names.set(id, name);
  }
  return { matches: matches.data.map((m) => m.match), names };
}
