/**
 * Live updates (docs/product/live.md#topics): what a page subscribes to on `GET /api/live?topics=...` and what
 * each message of a topic carries. Everything here is public: the stream needs no login, so a topic carries
 * only what the public reads already show.
 */
import { z } from 'zod';

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

/** `?topics=matches,game:12`: one to ten known topics, comma-separated. */
export const LiveQuerySchema = z.object({
  topics: z
    .string({ error: 'topics is required: a comma-separated list such as matches,game:12' })
    .transform((text) => [...new Set(text.split(',').map((t) => t.trim()))].filter(Boolean))
    .refine((topics) => topics.length >= 1 && topics.length <= MAX_LIVE_TOPICS, {
      message: `Follow from 1 to ${MAX_LIVE_TOPICS} topics`,
    })
    .refine((topics) => topics.every(isLiveTopic), {
      message: 'Unknown topic: use matches, stats, standings or game:{id}',
    })
    .transform((topics) => topics as LiveTopic[]),
});

/**
 * One message of the stream: its topic, what it carries (null when it was too large to pass between
 * instances: the page then reads it again), and when the change committed.
 */
export interface LiveMessage {
  topic: LiveTopic;
  data: unknown;
  at: string;
}

export const LiveMessageSchema = z.object({
  topic: z.string().refine(isLiveTopic),
  data: z.unknown(),
  at: z.string(),
});

/** The data of a `game:{id}` message. */
export const GameChangeSchema = z.object({ gameId: z.number().int() });
