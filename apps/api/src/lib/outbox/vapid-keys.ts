/**
 * The site's VAPID key pair (docs/decisions/0050-web-push-through-the-outbox.md): made once, at the first start
 * that needs it, and kept in the database with the rest of the data, so every instance signs pushes with the
 * same key and the browsers' subscriptions (made for that public key) outlive restarts and moves. Two
 * instances starting together both insert with ON CONFLICT DO NOTHING and both read the one that won. The
 * private key is kept sealed (lib/secrets-at-rest.ts): with it and a browser's address anyone could push to it.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db, Tx } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema.ts';
import type { SecretBox } from '../secrets-at-rest.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<Db | Tx, Promise<VapidKeys>>();

const PLACE = 'vapid_keys.private_key';

async function readOrMake(db: Db | Tx, secrets: SecretBox): Promise<VapidKeys> {
  const read = async () =>
    (await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)))[0] as VapidKeys | undefined;
  const found = await read();
  if (found) return { publicKey: found.publicKey, privateKey: secrets.open(found.privateKey, PLACE) };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: secrets.seal(made.privateKey, PLACE) })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('The VAPID keys could not be stored');
  return { publicKey: kept.publicKey, privateKey: secrets.open(kept.privateKey, PLACE) };
}

/** The key pair of this database, made on first use; answered from memory afterwards. */
export function vapidKeysOf(db: Db | Tx, secrets: SecretBox): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = readOrMake(db, secrets);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}
