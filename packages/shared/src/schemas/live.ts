/**
 * Live updates (docs/product/live.md#topics): what a page subscribes to on `GET /api/live?topics=...` and what
 * each message of a topic carries. Everything here is public: the stream needs no login, so a topic carries
 * only what the public reads already show. The topics and the message's shape are in domain/live-topics.ts,
 * apart from zod, for the pages that follow them.
 */
import { z } from 'zod';
import { isLiveTopic, type LiveTopic, MAX_LIVE_TOPICS } from '../domain/live-topics.ts';

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

/** The data of a `game:{id}` message. */
export const GameChangeSchema = z.object({ gameId: z.number().int() });
