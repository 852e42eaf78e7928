/**
 * Secrets at rest (docs/product/settings.md#secrets-at-rest, docs/decisions/0058-rate-limits-and-secrets-at-rest.md):
 * a copy of the tables or a backup file holds no chat webhook token, no browser's push keys, no VAPID private
 * key and no league API key, while the site still uses them; the start seals what was stored in the clear, and refuses a key
 * that does not open what is sealed.
 */
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.ts';
import { loadConfig } from '../src/config.ts';
import { writeBackup } from '../src/db/backup-writer.ts';
import { chatWebhooks, leagueApiKeys, pushSubscriptions } from '../src/db/schema.ts';
import { vapidKeysOf } from '../src/lib/outbox/vapid-keys.ts';
import { createSecretBox, isSealed, SecretKeyMismatchError } from '../src/lib/secrets-at-rest.ts';
import { sealStoredSecrets } from '../src/lib/stored-secrets.ts';
import { createUser } from './helpers/auth.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();

const WEBHOOK_TOKEN = 'Hq8vT2-the-channel-token-nobody-may-read-Zk41';
const WEBHOOK = `https://discord.com/api/webhooks/118700000000000042/${WEBHOOK_TOKEN}`;
const PUSH = {
  endpoint: 'https://push.example.net/send/c2VjcmV0cy1icm93c2Vy',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

async function backupText(): Promise<string> {
  const chunks: Buffer[] = [];
  await writeBackup(
    t.db,
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    }),
  );
  return gunzipSync(Buffer.concat(chunks)).toString('utf8');
}

describe('a leaked backup or table copy', () => {
  it('holds no webhook token, no push key and no league API key, and the site still reads them', async () => {
    const hook = await t.as('superadmin').post('/api/chat-webhooks', {
      name: 'Results channel',
      url: WEBHOOK,
      events: ['match-completed'],
    });
    expect(hook.statusCode).toBe(201);
    expect(hook.json().maskedUrl).toBe('https://discord.com/api/webhooks/118700000000000042/••••Zk41');
    expect((await t.as('user').post('/api/push/subscriptions', PUSH)).statusCode).toBe(201);
    const key = await t.as('superadmin').post('/api/api-keys', { name: 'Arena', scope: 'results:submit' });
    expect(key.statusCode).toBe(201);
    const leagueKey = key.json().key as string;
    expect((await t.as('user').get('/api/push/key')).statusCode).toBe(200);
    const vapidPrivateKey = (await vapidKeysOf(t.db, t.app.secrets)).privateKey;

    const [webhookRow] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.id, hook.json().id));
    const [pushRow] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, PUSH.endpoint));
    const raw = JSON.stringify([webhookRow, pushRow, await t.db.select().from(leagueApiKeys)]);
    const backup = await backupText();
    for (const copy of [raw, backup]) {
      expect(copy).not.toContain(WEBHOOK_TOKEN);
      expect(copy).not.toContain(PUSH.keys.auth);
      expect(copy).not.toContain(PUSH.keys.p256dh);
      expect(copy).not.toContain(leagueKey);
      if (copy === backup) expect(copy).not.toContain(vapidPrivateKey);
      // The rows are there, sealed: the check is not passing on an empty file.
      expect(copy).toContain('Results channel');
      expect(copy).toContain(PUSH.endpoint);
      expect(copy).toMatch(/sealed:v1:/);
    }
    // The site opens what it sealed.
    expect(t.app.secrets.open(webhookRow!.url, 'chat_webhooks.url')).toBe(WEBHOOK);
    expect(t.app.secrets.open(pushRow!.auth, 'push_subscriptions.auth')).toBe(PUSH.keys.auth);
    expect(t.app.secrets.open(pushRow!.p256dh, 'push_subscriptions.p256dh')).toBe(PUSH.keys.p256dh);
    // An edit of the address is sealed too, and the list shows only its masked form.
    const edited = await t
      .as('superadmin')
      .patch(`/api/chat-webhooks/${hook.json().id}`, { url: `${WEBHOOK}x` });
    expect(edited.statusCode).toBe(200);
    const [editedRow] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.id, hook.json().id));
    expect(editedRow!.url).not.toContain(WEBHOOK_TOKEN);
    expect((await t.as('superadmin').get('/api/chat-webhooks')).body).not.toContain(WEBHOOK_TOKEN);
  });
});

describe('the seal', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('differs each time, opens only in its own column and only untouched', () => {
    const a = box.seal('secret', 'push_subscriptions.auth');
    expect(a).not.toBe(box.seal('secret', 'push_subscriptions.auth'));
    expect(box.open(a, 'push_subscriptions.auth')).toBe('secret');
    expect(() => box.open(a, 'chat_webhooks.url')).toThrow(SecretKeyMismatchError);
    const tampered = `${a.slice(0, -3)}${a.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(() => box.open(tampered, 'push_subscriptions.auth')).toThrow(SecretKeyMismatchError);
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(a, 'push_subscriptions.auth')).toThrow(
      SecretKeyMismatchError,
    );
  });
});

describe('the start’s data migration', () => {
  it('seals what is in the clear once, and refuses another key without changing anything', async () => {
    const user = await createUser(t.db);
    const [hook] = await t.db
      .insert(chatWebhooks)
      .values({ name: 'From before', url: `${WEBHOOK}-old`, events: [] })
      .returning();
    const [sub] = await t.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `${PUSH.endpoint}-old`, p256dh: 'p256dh-old', auth: 'auth-old' })
      .returning();

    const first = await sealStoredSecrets(t.db, t.app.secrets);
    expect(first.sealed).toBeGreaterThanOrEqual(3);
    const [hookAfter] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.id, hook!.id));
    const [subAfter] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, sub!.id));
    expect([hookAfter!.url, subAfter!.p256dh, subAfter!.auth].every(isSealed)).toBe(true);
    expect(t.app.secrets.open(hookAfter!.url, 'chat_webhooks.url')).toBe(`${WEBHOOK}-old`);
    expect(t.app.secrets.open(subAfter!.auth, 'push_subscriptions.auth')).toBe('auth-old');
    expect((await sealStoredSecrets(t.db, t.app.secrets)).sealed).toBe(0);

    await t.db.insert(chatWebhooks).values({ name: 'Plain again', url: `${WEBHOOK}-plain`, events: [] });
    await expect(sealStoredSecrets(t.db, createSecretBox(Buffer.alloc(32, 9)))).rejects.toThrow(
      SecretKeyMismatchError,
    );
    const [plain] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.name, 'Plain again'));
    expect(plain!.url).toBe(`${WEBHOOK}-plain`);
  });
});

describe('SECRETS_KEY', () => {
  it('is 32 bytes in base64, and a wrong one is named without being printed', () => {
    const good = Buffer.alloc(32, 3).toString('base64');
    expect(loadConfig({ SECRETS_KEY: good }).secretsKey).toEqual(Buffer.alloc(32, 3));
    const wrong = 'not-a-key-but-a-secret-all-the-same';
    let error: unknown;
    try {
      loadConfig({ SECRETS_KEY: wrong });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^Invalid setting SECRETS_KEY=\(hidden, 35 characters\): expected 32 random bytes/,
    );
    expect((error as ConfigError).message).not.toContain(wrong);
  });
});
