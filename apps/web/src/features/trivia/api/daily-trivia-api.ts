/**
 * The daily puzzle's calls (docs/product/trivia.md#daily-puzzle). They carry the session when there is one:
 * a member's play is kept on the account, so every read but today's puzzle as everyone sees it
 * (daily-puzzle-query.ts) is keyed by who is asking.
 */
import type { DailyTriviaType } from '@league/shared/domain/trivia-daily';
import type {
  DailyBoard,
  DailyGuessBody,
  DailyGuessResult,
  DailyHistory,
  DailyPlay,
  DailyPuzzle,
} from '@league/shared/schemas/trivia-daily';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dailyTriviaKeys, publicDailyPuzzleQueryOptions } from './daily-puzzle-query.ts';

export const fetchDailyPuzzle = (signal?: AbortSignal) => api.get<DailyPuzzle>('/api/trivia/daily', signal);
export const startDailyPuzzle = () => api.post<DailyPlay>('/api/trivia/daily/start');
export const guessDailyPuzzle = (body: DailyGuessBody) =>
  api.post<DailyGuessResult>('/api/trivia/daily/guess', body);
export const fetchGuessSuggestions = (type: DailyTriviaType, typed: string, signal?: AbortSignal) =>
  api.get<string[]>(
    `/api/trivia/daily/suggestions?${new URLSearchParams({ type, q: typed.trim() })}`,
    signal,
  );
export const fetchDailyBoard = (date: string, signal?: AbortSignal) =>
  api.get<DailyBoard>(`/api/trivia/daily/board?date=${encodeURIComponent(date)}`, signal);
export const fetchDailyHistory = (signal?: AbortSignal) =>
  api.get<DailyHistory>('/api/trivia/daily/history', signal);

export const dailyPuzzleQueryOptions = (member: number) =>
  queryOptions({
    queryKey: dailyTriviaKeys.puzzle(member),
    queryFn: ({ signal }) => fetchDailyPuzzle(signal),
    // The play moves on through the page's own calls, not by refetching behind its back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const dailyBoardQueryOptions = (date: string) =>
  queryOptions({
    queryKey: dailyTriviaKeys.board(date),
    queryFn: ({ signal }) => fetchDailyBoard(date, signal),
    staleTime: 30_000,
  });

export const dailyHistoryQueryOptions = (viewer: number) =>
  queryOptions({
    queryKey: dailyTriviaKeys.history(viewer),
    queryFn: ({ signal }) => fetchDailyHistory(signal),
    staleTime: 30_000,
  });

/** Today's puzzle as everyone sees it. */
export function usePublicDailyPuzzle() {
  return useQuery(publicDailyPuzzleQueryOptions());
}

/** Today's puzzle with the member's play of it: read for a member only (a guest's play is in the page). */
export function useMemberDailyPuzzle(member: number | null) {
  return useQuery({ ...dailyPuzzleQueryOptions(member ?? 0), enabled: member !== null });
}

/** Names the guess box suggests for what was typed (nothing until a letter is typed). */
export function useGuessSuggestions(type: DailyTriviaType | null, typed: string) {
  const prefix = typed.trim().toLowerCase();
  return useQuery({
    queryKey: [...dailyTriviaKeys.all, 'suggestions', type, prefix] as const,
    queryFn: ({ signal }) => fetchGuessSuggestions(type ?? 'player', prefix, signal),
    enabled: type !== null && prefix !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useDailyBoard(date: string | null) {
  return useQuery({ ...dailyBoardQueryOptions(date ?? ''), enabled: date !== null });
}

export function useDailyHistory(viewer: number | null) {
  return useQuery({ ...dailyHistoryQueryOptions(viewer ?? 0), enabled: viewer !== null });
}
