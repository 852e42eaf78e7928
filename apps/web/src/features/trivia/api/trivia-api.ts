/**
 * Trivia calls (docs/product/trivia.md#api). The documented error texts carry the HTTP status and its
 * reason phrase ('Failed to fetch trivia player: 404 Not Found'), which ApiError does not keep, so these
 * two calls read the response themselves; trivia is public, so no session token is sent.
 */
import type { TriviaDifficulty, TriviaType } from '@league/shared/domain/trivia';
import type { TriviaGuessBody, TriviaGuessResult, TriviaItem } from '@league/shared/schemas/trivia';
import { queryOptions } from '@tanstack/react-query';
import { bodyMessage, readJson } from '../../../lib/api-client.ts';

/** A failed trivia call: `message` is the documented text, `detail` the server's own explanation. */
export class TriviaRequestError extends Error {
  readonly status: number;
  readonly detail: string | undefined;

  constructor(message: string, status: number, detail?: string) {
    super(message);
    this.name = 'TriviaRequestError';
    this.status = status;
    this.detail = detail;
  }
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

async function failure(prefix: string, response: Response): Promise<TriviaRequestError> {
  const status = `${response.status} ${response.statusText}`.trim();
  return new TriviaRequestError(
    `${prefix}: ${status}`,
    response.status,
    bodyMessage(await readJson(response)),
  );
}

/**
 * Only a well-formed item can be played; anything else counts as "no data" (docs/product/trivia.md#errors).
 */
export function isTriviaItem(value: unknown): value is TriviaItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.difficulty === 'string' &&
    typeof item.hintCount === 'number' &&
    item.hintCount >= 1 &&
    Array.isArray(item.hints) &&
    item.hints.length > 0 &&
    item.hints.every((hint) => typeof hint === 'string')
  );
}

/** A random item of the difficulty (or the nearest one the league has), or null when none came back. */
export async function fetchTriviaItem(
  type: TriviaType,
  difficulty: TriviaDifficulty,
  signal?: AbortSignal,
): Promise<TriviaItem | null> {
  const response = await fetch(`/api/trivia/${type}?difficulty=${encodeURIComponent(difficulty)}`, {
    headers: JSON_HEADERS,
    signal,
  });
  if (!response.ok) throw await failure(`Failed to fetch trivia ${type}`, response);
  const body = await readJson(response);
  if (!isTriviaItem(body)) return null;
  // The hint counter never promises more hints than the item carries.
  return { ...body, hintCount: Math.min(body.hintCount, body.hints.length) };
}

export async function submitTriviaGuess(
  body: TriviaGuessBody,
  signal?: AbortSignal,
): Promise<TriviaGuessResult> {
  const response = await fetch('/api/trivia/guess', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await failure('Failed to submit guess', response);
  const result = (await readJson(response)) as Partial<TriviaGuessResult> | undefined;
  return {
    correct: result?.correct === true,
    message: typeof result?.message === 'string' ? result.message : '',
    ...(typeof result?.answer === 'string' ? { answer: result.answer } : {}),
  };
}

/**
 * The next round's item, fetched as soon as both choices are made so Start is instant. `round` keys each
 * game apart (every game draws a fresh item); a drawn item stays usable for 10 minutes, well inside the
 * server's round-token lifetime; changing the difficulty changes the key, which resets the item.
 */
export const triviaItemQueryOptions = (type: TriviaType, difficulty: TriviaDifficulty, round: number) =>
  queryOptions({
    queryKey: ['trivia', 'item', type, difficulty, round] as const,
    queryFn: ({ signal }) => fetchTriviaItem(type, difficulty, signal),
    staleTime: 10 * 60_000,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
