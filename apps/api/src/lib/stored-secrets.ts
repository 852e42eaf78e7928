/**
 * The data migration of secrets at rest (docs/decisions/0058-rate-limits-and-secrets-at-rest.md), run at
 * every start after the schema's migrations and the demo seeding: it seals every chat webhook address, push
 * key and VAPID private key still stored in the clear (rows from before sealing, a restored older backup,
 * the demo league seeded at the start; `npm run seed` seals its own), and checks that the configured key
 * opens the values already sealed. An SQL migration cannot do it: the key is a setting, not something the
 * database holds.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatWebhooks, pushSubscriptions, vapidKeys } from '../db/schema.ts';
import { isSealed, type SecretBox, type SecretPlace } from './secrets-at-rest.ts';

/** What the start found and did: how many values it sealed. */
export interface SealReport {
  sealed: number;
}

/**
 * Seals what is in the clear, in one transaction; throws SecretKeyMismatchError (and changes nothing) when
 * a value already sealed does not open with this key.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<SealReport> {
  return db.transaction(async (tx) => {
    let sealed = 0;
    const reseal = (value: string, place: SecretPlace): string | null => {
      if (isSealed(value)) {
        box.open(value, place);
        return null;
      }
      sealed += 1;
      return box.seal(value, place);
    };
    for (const row of await tx.select({ id: chatWebhooks.id, url: chatWebhooks.url }).from(chatWebhooks)) {
      const url = reseal(row.url, 'chat_webhooks.url');
      if (url) await tx.update(chatWebhooks).set({ url }).where(eq(chatWebhooks.id, row.id));
    }
    const subscriptions = await tx
      .select({ id: pushSubscriptions.id, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions);
    for (const row of subscriptions) {
      const p256dh = reseal(row.p256dh, 'push_subscriptions.p256dh');
      const auth = reseal(row.auth, 'push_subscriptions.auth');
      if (p256dh || auth)
        await tx
          .update(pushSubscriptions)
          .set({ ...(p256dh ? { p256dh } : {}), ...(auth ? { auth } : {}) })
          .where(eq(pushSubscriptions.id, row.id));
    }
    for (const row of await tx
      .select({ id: vapidKeys.id, privateKey: vapidKeys.privateKey })
      .from(vapidKeys)) {
      const privateKey = reseal(row.privateKey, 'vapid_keys.private_key');
      if (privateKey) await tx.update(vapidKeys).set({ privateKey }).where(eq(vapidKeys.id, row.id));
    }
    return { sealed };
  });
}
