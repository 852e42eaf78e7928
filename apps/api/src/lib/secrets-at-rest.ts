/**
 * Secrets kept in the database, sealed (docs/decisions/0058-rate-limits-and-secrets-at-rest.md,
 * docs/product/settings.md#secrets-at-rest): a chat webhook's address (its token lets anyone post as the
 * league) and a browser's push keys (with them anyone could write to the browser). The site must use them
 * again, so they cannot be hashed like the league API keys; the site's VAPID private key likewise; they are encrypted with AES-256-GCM under a key
 * from the settings, so a backup file or a copy of the tables alone gives none of them away.
 *
 * A sealed value is `sealed:v1:` and base64url of the 12-byte nonce, the ciphertext and the 16-byte tag. The
 * column it belongs to is the additional data, so a sealed value copied into another column does not open.
 * Node's own crypto does it in one call each way; no library is needed.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';

const SEALED = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Where a sealed value lives, bound into its seal: `table.column`. */
export type SecretPlace =
  | 'chat_webhooks.url'
  | 'push_subscriptions.p256dh'
  | 'push_subscriptions.auth'
  | 'vapid_keys.private_key';

export interface SecretBox {
  seal(plain: string, place: SecretPlace): string;
  /** The plain value; a value stored before sealing existed is answered as it is (sealStoredSecrets seals it). */
  open(stored: string, place: SecretPlace): string;
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED);

/** A sealed value that the key does not open: another installation's key, or a damaged value. */
export class SecretKeyMismatchError extends Error {}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secrets key is 32 bytes');
  return {
    seal(plain, place) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(place));
      const sealed = Buffer.concat([
        nonce,
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${SEALED}${sealed.toString('base64url')}`;
    },
    open(stored, place) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
        decipher.setAAD(Buffer.from(place));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyMismatchError(`A sealed ${place} does not open with this SECRETS_KEY`);
      }
    },
  };
}

/**
 * SECRETS_KEY when set; otherwise a random key made once and kept in the data folder (`secrets-key`), like
 * the generated JWT secret, so a single server needs no setting. Several instances must share SECRETS_KEY.
 */
export function resolveSecretsKey(config: Pick<ServerConfig, 'secretsKey' | 'dataDir'>): Buffer {
  if (config.secretsKey) return config.secretsKey;
  const file = join(config.dataDir, 'secrets-key');
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length === 32) return stored;
  } catch {
    // No key yet: make one below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}

const boxes = new WeakMap<ServerConfig, SecretBox>();

/** The box of this configuration, its key resolved once (the app and the outbox worker share it). */
export function secretBoxFor(config: ServerConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(resolveSecretsKey(config));
    boxes.set(config, box);
  }
  return box;
}
