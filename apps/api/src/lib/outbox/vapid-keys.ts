/**
 * The site's VAPID key pair (docs/decisions/0050-web-push-through-the-outbox.md): made once, at the first start
 * that needs it, and kept in the database with the rest of the data, so every instance signs pushes with the
 * same key and the browsers' subscriptions (made for that public key) outlive restarts and moves. Two
 * instances starting together both insert with ON CONFLICT DO NOTHING and both read the one that won.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db, Tx } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<Db | Tx, Promise<VapidKeys>>();

async function readOrMake(db: Db | Tx): Promise<VapidKeys> {
  const read = async () =>
    (await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)))[0] as VapidKeys | undefined;
  const found = await read();
  if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('The VAPID keys could not be stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** The key pair of this database, made on first use; answered from memory afterwards. */
export function vapidKeysOf(db: Db | Tx): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = readOrMake(db);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}
