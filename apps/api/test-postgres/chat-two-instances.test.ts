/**
 * Chat deliveries with two instances on one PostgreSQL database (docs/decisions/0030-chat-delivery-outbox.md):
 * their workers claim rows under a lease, so every event is posted exactly once. Runs only with DATABASE_URL
 * (the PostgreSQL pass of the API suite): the embedded database belongs to one process.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { chatDeliveries } from '../src/db/schema.ts';
import { recordChatEvent } from '../src/lib/outbox/chat-delivery.ts';
import { chatWorkerOf, matchEvent, useFakeChat } from '../test/helpers/fake-chat.ts';
import { useLeagueApp } from '../test/helpers/league-app.ts';

const chat = useFakeChat();
const t = useLeagueApp({
  fixtures: true,
  env: { PUBLIC_URL: 'https://league.example', SITE_NAME: 'Test League' },
});
const superadmin = t.as('superadmin');
const worker = chatWorkerOf(t);

describe('chat deliveries on two instances', () => {
  it('posts every event exactly once, whichever instance claims it', async () => {
    const added = await superadmin.post('/api/chat-webhooks', {
      name: 'League chat',
      url: chat.url(),
      events: ['match-completed'],
    });
    expect(added.statusCode).toBe(201);
    for (let i = 1; i <= 30; i++) await recordChatEvent(t.db, matchEvent(i, `Team ${i}`));
    const second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 });
    try {
      const a = worker('instance-a', { batchSize: 3 });
      const b = worker('instance-b', { batchSize: 3 }, second.db);
      const drain = async (w: typeof a) => {
        let total = 0;
        for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) total += n;
        return total;
      };
      const [byA, byB] = await Promise.all([drain(a), drain(b)]);
      expect(byA + byB).toBe(30);
      // Both took part: the lease shared the work, not one instance alone.
      expect(Math.min(byA, byB)).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    const titles = chat.titles();
    expect(titles).toHaveLength(30);
    expect(new Set(titles).size).toBe(30);
    const rows = await t.db.select().from(chatDeliveries);
    expect(rows.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
  });
});
