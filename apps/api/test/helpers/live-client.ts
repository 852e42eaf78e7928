/**
 * A live stream subscriber for tests and the bench (docs/product/live.md#the-stream): opens
 * `GET /api/live?topics=...` on a listening server with Node's http client and parses the Server-Sent Events
 * as they arrive (eventsource-parser, the parser the `eventsource` client uses).
 */
import { request } from 'node:http';
import type { LiveMessage } from '@league/shared/domain/live-topics';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';

export interface LiveSubscriber {
  /** Resolves once the server said the stream is open (its `ready` event). */
  ready: Promise<void>;
  messages: LiveMessage[];
  /** The next message on `topic` that `match` accepts (or any), within `timeoutMs`. */
  next(topic: string, timeoutMs?: number, match?: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  close(): void;
}

export function subscribeLive(
  baseUrl: string,
  topics: readonly string[],
  agent?: import('node:http').Agent,
): LiveSubscriber {
  const messages: LiveMessage[] = [];
  const waiters = new Set<{
    topic: string;
    match: (m: LiveMessage) => boolean;
    resolve: (m: LiveMessage) => void;
  }>();
  let onReady: () => void = () => {};
  let onFail: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  const parser = createParser({
    onEvent(event) {
      if (event.event === 'ready') return onReady();
      const message = JSON.parse(event.data) as LiveMessage;
      messages.push(message);
      for (const waiter of waiters) {
        if (waiter.topic === message.topic && waiter.match(message)) {
          waiters.delete(waiter);
          waiter.resolve(message);
        }
      }
    },
  });
  const url = new URL(`/api/live?topics=${encodeURIComponent(topics.join(','))}`, baseUrl);
  const req = request(url, { headers: { accept: 'text/event-stream' }, agent }, (res) => {
    if (res.statusCode !== 200) onFail(new Error(`live stream answered ${res.statusCode}`));
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => parser.feed(chunk));
  });
  req.on('error', (error) => onFail(error));
  req.end();
  return {
    ready,
    messages,
    next(topic, timeoutMs = 2000, match = () => true) {
      const seen = messages.find((m) => m.topic === topic && match(m));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          topic,
          match,
          resolve: (m: LiveMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no ${topic} message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => req.destroy(),
  };
}

/** Starts `app` listening on a loopback port (as a game server or a browser reaches it); answers its origin. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
