/**
 * Password hashing with scrypt (memory-hard, from node:crypto) and a random per-user salt.
 * Stored form: `scrypt$N$r$p$salt$hash`, base64url parts, so parameters can be raised later.
 * Members imported from the previous site arrive with its bcrypt hashes (`$2a$`/`$2b$`); those are
 * verified with bcryptjs and replaced by our own hash at the member's next successful login.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** The previous site's hashes: bcrypt, as made by bcryptjs. */
const LEGACY_BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** True when the stored hash is not our current form and should be replaced after a successful login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('scrypt$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // bcryptjs compares in constant time too.
  if (LEGACY_BCRYPT.test(stored)) return bcrypt.compare(password, stored);
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
