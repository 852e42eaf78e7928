/**
 * The chat delivery backlog in /metrics (README, Health and metrics): one gauge per delivery state, and the age
 * of the oldest delivery still to be posted, so an alert can fire when the outbox stops draining.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatDeliveries, chatWebhooks } from '../src/db/schema.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ env: { METRICS: 'true' } });

const sampleOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const metrics = async () => (await t.app.inject({ url: '/metrics' })).body;

describe('the chat delivery backlog in /metrics', () => {
  it('is zero for every state, and no age, with an empty outbox', async () => {
    const text = await metrics();
    for (const state of ['pending', 'retrying', 'sent', 'failed'])
      expect(sampleOf(text, `league_chat_deliveries{state="${state}"}`)).toBe(0);
    expect(sampleOf(text, 'league_chat_oldest_pending_delivery_seconds')).toBe(0);
  });

  it('counts the deliveries per state and gives the age of the oldest one still to be posted', async () => {
    const [hook] = await t.db
      .insert(chatWebhooks)
      .values({ name: 'Results', url: 'https://chat.example/api/webhooks/1/token-abcdefgh', events: [] })
      .returning({ id: chatWebhooks.id });
    const row = (n: number, status: string, minutesAgo: number) => ({
      webhookId: hook?.id as number,
      event: 'match-completed',
      eventKey: `k${n}`,
      facts: {},
      status,
      createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    });
    await t.db
      .insert(chatDeliveries)
      .values([
        row(1, 'pending', 2),
        row(2, 'pending', 1),
        row(3, 'retrying', 30),
        row(4, 'sent', 600),
        row(5, 'sent', 500),
        row(6, 'sent', 400),
        row(7, 'failed', 900),
      ] as never);
    const text = await metrics();
    expect(sampleOf(text, 'league_chat_deliveries{state="pending"}')).toBe(2);
    expect(sampleOf(text, 'league_chat_deliveries{state="retrying"}')).toBe(1);
    expect(sampleOf(text, 'league_chat_deliveries{state="sent"}')).toBe(3);
    expect(sampleOf(text, 'league_chat_deliveries{state="failed"}')).toBe(1);
    // The retrying row of 30 minutes ago is the oldest not yet posted; sent and failed ones do not count.
    const age = sampleOf(text, 'league_chat_oldest_pending_delivery_seconds') as number;
    expect(age).toBeGreaterThanOrEqual(30 * 60);
    expect(age).toBeLessThan(31 * 60);
  });
});
