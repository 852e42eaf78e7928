/**
 * Sealed trivia tokens: claims the browser carries between calls but can neither read nor change. The claims
 * (plus `issuedAt`) are signed with HMAC-SHA256 and then sealed with AES-256-GCM, so a token is opaque (a
 * readable entity id would give the answer away through /api/players/{id}) and cannot be forged or altered.
 * Keys are derived from the server's JWT secret, which every instance shares, so a guess may reach another
 * instance than the one that issued the token. No state is kept: a token works until it expires.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Claims as issued: the caller's own, plus when (milliseconds since the epoch). */
export type Issued<C> = C & { issuedAt: number };

export interface SealedTokens<C> {
  sign(claims: C): string;
  /** The claims of an authentic, unexpired token; null when malformed, forged, altered or expired. */
  verify(token: string): Issued<C> | null;
}

export interface SealedTokenOptions<C> {
  /** Keeps each kind of token apart: a token of one kind never opens as another. */
  salt: string;
  /** The caller's claims from the opened JSON, or null when they are not well-formed. */
  parse: (value: Record<string, unknown>) => C | null;
  ttlMs: number;
  now?: () => number;
}

/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAC_BYTES = 32;

function deriveKey(secret: Uint8Array, salt: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, purpose, 32));
}

function parseIssued<C>(text: string, parse: (value: Record<string, unknown>) => C | null): Issued<C> | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (!Number.isSafeInteger(record.issuedAt)) return null;
    const claims = parse(record);
    return claims && { ...claims, issuedAt: record.issuedAt as number };
  } catch {
    return null;
  }
}

export function createSealedTokens<C extends object>(
  secret: Uint8Array,
  options: SealedTokenOptions<C>,
): SealedTokens<C> {
  const encryptionKey = deriveKey(secret, options.salt, 'encryption');
  const signingKey = deriveKey(secret, options.salt, 'signature');
  const now = options.now ?? Date.now;
  const mac = (data: Buffer) => createHmac('sha256', signingKey).update(data).digest();

  return {
    sign(claims) {
      const body = Buffer.from(JSON.stringify({ ...claims, issuedAt: now() }));
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const sealed = Buffer.concat([cipher.update(Buffer.concat([body, mac(body)])), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },

    verify(token) {
      if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      // Only the exact text this server issued: the decoder would silently drop stray trailing characters.
      if (raw.toString('base64url') !== token) return null;
      if (raw.length < IV_BYTES + MAC_BYTES + TAG_BYTES + 2) return null;
      let opened: Buffer;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        opened = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        // Wrong key, altered bytes or a truncated token: all simply "not a valid token".
        return null;
      }
      const body = opened.subarray(0, opened.length - MAC_BYTES);
      const signature = opened.subarray(opened.length - MAC_BYTES);
      if (!timingSafeEqual(signature, mac(body))) return null;
      const claims = parseIssued(body.toString('utf8'), options.parse);
      if (!claims) return null;
      const age = now() - claims.issuedAt;
      return age < options.ttlMs && age > -CLOCK_SKEW_MS ? claims : null;
    },
  };
}
