/**
 * The schedule's matches kept live (docs/product/live.md#pages-that-update): every page that shows matches
 * (the schedule, home's Tonight, a team page) follows the `matches` topic. A message carries the match as
 * `GET /api/matches/{id}` answers it, so it goes straight into every list of matches the page holds, with no
 * new read; a match that none of them holds (new, or deleted) makes the lists read again.
 */
import { type LiveMessage, liveTopics } from '@league/shared/domain/live-topics';
import type { Match } from '@league/shared/schemas/matches';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLiveTopics } from '../../../lib/live-updates.ts';
import { matchKeys } from './matches-api.ts';

const TOPICS = [liveTopics.matches] as const;

type MatchList = Match[] | { items: Match[]; total: number };

const itemsOf = (data: unknown): Match[] | null =>
  Array.isArray(data)
    ? data
    : data && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: Match[] }).items
      : null;

const replaced = (data: MatchList, match: Match): MatchList => {
  const swap = (list: Match[]) => list.map((m) => (m.id === match.id ? match : m));
  return Array.isArray(data) ? swap(data) : { ...data, items: swap(data.items) };
};

/**
 * Puts a pushed match into every cached list of matches (the schedule's and home's arrays, the portal's
 * pages); answers whether one of them held it.
 */
export function mergeLiveMatch(client: QueryClient, match: Match): boolean {
  let held = false;
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: matchKeys.all })) {
    if (!itemsOf(data)?.some((m) => m?.id === match.id)) continue;
    held = true;
    client.setQueryData<MatchList>(key, (old) => (old ? replaced(old, match) : old));
  }
  return held;
}

/**
 * What a `matches` message does to the cached reads. The match's schema (and zod) is fetched with the
 * first message, not with the pages that follow the topic: most visits see no change at all.
 */
export async function applyMatchMessage(client: QueryClient, message: LiveMessage): Promise<void> {
  const { MatchSchema } = await import('@league/shared/schemas/matches');
  const parsed = MatchSchema.safeParse(message.data);
  if (parsed.success && mergeLiveMatch(client, parsed.data)) return;
  void client.invalidateQueries({ queryKey: matchKeys.all });
}

/** Follows the `matches` topic while mounted; answers whether the stream is open. */
export function useLiveMatches(): boolean {
  const client = useQueryClient();
  return useLiveTopics(TOPICS, {
    onMessage: (message) => void applyMatchMessage(client, message),
    onReopen: () => void client.invalidateQueries({ queryKey: matchKeys.all }),
  });
}
