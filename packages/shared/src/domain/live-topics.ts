/**
 * Live updates' topics and messages (docs/product/live.md#topics), without zod: the pages that follow a
 * topic (home, the schedule, team and game pages) need these, and zod would add 25 KB gzip to their
 * first download. The query schema of `GET /api/live` is in schemas/live.ts.
 */
/** The topics, and the builder of each one's name. */
export const liveTopics = {
  /** Every change of a schedule match; its data is the match as `GET /api/matches/{id}` answers it. */
  matches: 'matches',
  /** A game was published (an approved result) or corrected; its data is `{gameId}`. */
  game: (id: number) => `game:${id}` as const,
  /** Stat lines changed (leaderboards, records, player pages); no data. */
  stats: 'stats',
  /**
   * A season's standings may have changed (a match completed or a game published); its data is
   * `{seasonId}`. The standings page subscribes to it (docs/product/live.md#pages-that-update).
   */
  standings: 'standings',
} as const;

export type LiveTopic = 'matches' | 'stats' | 'standings' | `game:${number}`;

const TOPIC = /^(?:matches|stats|standings|game:[1-9][0-9]{0,9})$/;

/** How many topics one stream may follow. */
export const MAX_LIVE_TOPICS = 10;

export const isLiveTopic = (value: string): value is LiveTopic => TOPIC.test(value);

/**
 * One message of the stream: its topic, what it carries (null when it was too large to pass between
 * instances: the page then reads it again), and when the change committed.
 */
export interface LiveMessage {
  topic: LiveTopic;
  data: unknown;
  at: string;
}

/** `value` as a message of the stream, or null when it is not one (no known topic, no commit time). */
export function asLiveMessage(value: unknown): LiveMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { topic, data, at } = value as Record<string, unknown>;
  return typeof topic === 'string' && isLiveTopic(topic) && typeof at === 'string'
    ? { topic, data, at }
    : null;
}
