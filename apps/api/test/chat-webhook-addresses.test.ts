/**
 * A chat webhook's address is a secret (docs/product/chat-webhooks.md#rules-and-constants): whatever way it is
 * pasted (a trailing `/`, Discord's `/slack` or `/github` suffix, a query), it is stored in one form and
 * every answer and activity entry shows it masked down to the last 4 characters of its token. Read as an
 * admin who is not a superadmin: they see the activity log but must never see a webhook's token.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityEntries, chatWebhooks } from '../src/db/schema.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const TOKEN = 'Zq3vK9-pasted-secret-token-of-the-channel-Wxyz';
const BASE = `https://discord.com/api/webhooks/118700000000000001/${TOKEN}`;

const t = useLeagueApp();
let superadmin: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  superadmin = await t.as('superadmin').headers();
  admin = await t.as('admin').headers();
});

/** Every piece of the token longer than what the mask shows. */
const leaks = (text: string) => text.includes(TOKEN.slice(0, -4)) || text.includes(TOKEN.slice(1));

describe.each([
  ['a trailing /', `${BASE}/`],
  ["Discord's /slack suffix", `${BASE}/slack`],
  ["Discord's /github suffix", `${BASE}/github/`],
  ['a query', `${BASE}?wait=true&thread_id=5`],
  ['spaces and a fragment', `  ${BASE}/slack?wait=true#top `],
])('an address pasted with %s', (_label, pasted) => {
  let id: number;

  it('is stored in its plain form and answered masked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-webhooks',
      headers: superadmin,
      payload: { name: 'Results', url: pasted, events: ['match-completed'] },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; maskedUrl: string };
    id = body.id;
    expect(body.maskedUrl).toBe('https://discord.com/api/webhooks/118700000000000001/••••Wxyz');
    const [row] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.id, id));
    // Kept sealed (lib/secrets-at-rest.ts): normalised before sealing.
    expect(row?.url).not.toContain(TOKEN);
    expect(t.app.secrets.open(row?.url ?? '', 'chat_webhooks.url')).toBe(BASE);
    const list = await t.app.inject({ url: '/api/chat-webhooks', headers: superadmin });
    expect(leaks(list.body)).toBe(false);
  });

  it('never shows its token in the activity log, after a create, an edit of the address and a delete', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/chat-webhooks/${id}`,
      headers: superadmin,
      payload: { url: `${pasted.trim().replace(TOKEN, `${TOKEN}-new`)}` },
    });
    expect(edit.statusCode).toBe(200);
    expect(leaks(edit.body)).toBe(false);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/chat-webhooks/${id}`,
      headers: superadmin,
    });
    expect(gone.statusCode).toBe(200);

    const log = await t.app.inject({
      url: `/api/admin/activity?entityType=chat-webhook&entityId=${id}`,
      headers: admin,
    });
    expect(log.statusCode).toBe(200);
    const entries = log.json() as { kind: string }[];
    expect(entries.map((e) => e.kind).sort()).toEqual(['create', 'delete', 'edit']);
    expect(leaks(log.body)).toBe(false);
    expect(log.body).toContain('••••Wxyz');
  });
});

describe('addresses and activity entries kept before the rule (migration 0007)', () => {
  /** The migration's statements that rewrite existing rows. */
  const dataFixes = readFileSync(
    new URL('../drizzle/0008_backups_and_spent_tokens.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));

  it('are rewritten: the address in its plain form, the entries masked down to the last 4 characters', async () => {
    expect(dataFixes).toHaveLength(2);
    const [hook] = await t.db
      .insert(chatWebhooks)
      .values({ name: 'Old', url: `${BASE}/slack/?wait=true`, events: ['match-completed'] })
      .returning({ id: chatWebhooks.id });
    const leaked = {
      name: 'Old',
      url: `https://discord.com/api/webhooks/118700000000000001/${TOKEN}/••••`,
      events: 'match-completed',
    };
    const entry = (after: Record<string, string>) => ({
      actorName: 'ann',
      kind: 'create',
      entityType: 'chat-webhook',
      entityId: hook?.id as number,
      entityLabel: 'Old',
      after,
    });
    await t.db
      .insert(activityEntries)
      .values([
        entry(leaked),
        entry({ ...leaked, url: `https://discord.com/api/webhooks/118700000000000001/${TOKEN}/github/••••` }),
        entry({ ...leaked, url: 'https://discord.com/api/webhooks/118700000000000001/••••Wxyz' }),
        { ...entry({ name: 'Old' }), kind: 'edit', before: { name: 'Older' } },
      ]);
    for (const statement of dataFixes) await t.db.execute(sql.raw(statement));

    const [row] = await t.db
      .select()
      .from(chatWebhooks)
      .where(eq(chatWebhooks.id, hook?.id as number));
    expect(row?.url).toBe(BASE);
    const rows = await t.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.entityId, hook?.id as number))
      .orderBy(activityEntries.id);
    expect(rows.map((r) => r.after?.url ?? null)).toEqual([
      'https://discord.com/api/webhooks/118700000000000001/••••Wxyz',
      'https://discord.com/api/webhooks/118700000000000001/••••Wxyz',
      'https://discord.com/api/webhooks/118700000000000001/••••Wxyz',
      null,
    ]);
    expect(rows[3]?.before).toEqual({ name: 'Older' });
    expect(leaks(JSON.stringify(rows))).toBe(false);
  });
});
