/**
 * This instance's live subscribers, by topic (docs/decisions/0048-live-updates.md). Every change notice
 * (app.onDataChange: a write committed here, or another instance's over NOTIFY) hands its live messages to
 * `publish`, which writes each message once as a Server-Sent Events frame (`data: {json}` and a blank line)
 * and gives that same text to every subscriber of its topic: with thousands of open pages, one
 * serialization per message instead of one per page.
 * The stream route (features/live/routes.ts) adds and removes subscribers; it knows nothing of the sources.
 */
import type { LiveMessage, LiveTopic } from '@league/shared/domain/live-topics';
import type { FastifyInstance } from 'fastify';

/** One open stream: gets each message of its topics as a ready-made SSE frame. */
export type LiveListener = (frame: string) => void;

/** A message as one Server-Sent Events frame: JSON has no line breaks, so one `data:` line. */
export const sseFrame = (message: LiveMessage): string => `data: ${JSON.stringify(message)}\n\n`;

/** Open streams on one instance at most: a stream holds a socket and a little memory each. */
export const MAX_LIVE_SUBSCRIBERS = 20_000;

export class LiveHub {
  private readonly byTopic = new Map<LiveTopic, Set<LiveListener>>();
  private count = 0;

  /** Open streams. */
  get size(): number {
    return this.count;
  }

  /** Adds a stream for `topics`; answers its removal, or null when the instance has no room left. */
  subscribe(topics: readonly LiveTopic[], listener: LiveListener): (() => void) | null {
    if (this.count >= MAX_LIVE_SUBSCRIBERS) return null;
    this.count += 1;
    for (const topic of topics) {
      let set = this.byTopic.get(topic);
      if (!set) {
        set = new Set();
        this.byTopic.set(topic, set);
      }
      set.add(listener);
    }
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.count -= 1;
      for (const topic of topics) {
        const set = this.byTopic.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.byTopic.delete(topic);
      }
    };
  }

  /** Gives each message to the subscribers of its topic; a listener that throws does not stop the others. */
  publish(messages: readonly LiveMessage[]): void {
    for (const message of messages) {
      const listeners = this.byTopic.get(message.topic);
      if (!listeners || listeners.size === 0) continue;
      const frame = sseFrame(message);
      for (const listener of listeners) {
        try {
          listener(frame);
        } catch {
          // A stream that failed is closed by its own route; the others still get the message.
        }
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live subscribers of this instance (lib/live/live-hub.ts). */
    liveHub: LiveHub;
  }
}

/** Creates the instance's hub and feeds it every change notice's live messages. */
export function installLiveHub(app: FastifyInstance): void {
  const hub = new LiveHub();
  app.decorate('liveHub', hub);
  app.onDataChange((notice) => hub.publish(notice.live));
}
