/**
 * A chat on loopback (docs/product/chat-webhooks.md) for the chat webhook tests: it records each post and
 * answers with the next scripted reply; and the chat's delivery worker, built as the server builds it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@league/shared/domain/chat-messages';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { chatChannel } from '../../src/lib/outbox/chat-channel.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from '../../src/lib/outbox/worker.ts';
import type { LeagueApp } from './league-app.ts';
import { FAST_WORKER } from './outbox-lease.ts';

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answer (the worker's timeout must end the call). */
  hang?: boolean;
}

/** A chat on loopback: answers each post with the next scripted reply (204 when none is left). */
export class FakeChat {
  readonly received: { path: string; body: ChatMessage }[] = [];
  script: Reply[] = [];
  private server: Server;
  constructor() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', body: JSON.parse(text) as ChatMessage });
        const reply = this.script.shift() ?? { status: 204 };
        if (reply.hang) return;
        res.writeHead(reply.status ?? 204, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      });
    });
  }
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }
  url(path = '/api/webhooks/123/secret-token-abcd'): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }
  titles(): string[] {
    return this.received.map((r) => r.body.embeds[0]?.title ?? '');
  }
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** A fake chat listening for this test file. */
export function useFakeChat(): FakeChat {
  const chat = new FakeChat();
  beforeAll(() => chat.start());
  afterAll(() => chat.close());
  return chat;
}

/** The chat channel's own settings a test may change: the post's timeout and the rows claimed per round. */
interface ChatOptions {
  // Generous: a busy test machine must not turn a normal answer into a timeout. The timeout test sets its own.
  timeoutMs: number;
  batchSize: number;
}

/** The chat's delivery worker of the app `t`, on `db` (the app's own unless given), named `owner`. */
export function chatWorkerOf(t: LeagueApp) {
  return (
    owner: string,
    { timeoutMs = 5000, batchSize = 10, ...options }: Partial<OutboxWorkerOptions & ChatOptions> = {},
    db: Db = t.db,
  ) =>
    createOutboxWorker(db, [{ ...chatChannel(db, t.config.league, timeoutMs, t.app.secrets), batchSize }], {
      ...FAST_WORKER,
      owner,
      ...options,
    });
}

/** A completed match's chat event, match `id` of `team1Name` against Rivals, 3–1. */
export const matchEvent = (id: number, team1Name: string) => ({
  kind: 'match-completed' as const,
  match: {
    id,
    matchNumber: `M${id}`,
    round: 'Round 1',
    phase: 'qualifiers',
    date: '2026-11-24T20:00:00.000Z',
    team1Name,
    team2Name: 'Rivals',
    team1Score: 3,
    team2Score: 1,
    setScores: [],
  },
});
