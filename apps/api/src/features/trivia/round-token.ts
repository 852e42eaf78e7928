/**
 * Trivia round tokens (docs/product/trivia.md#rounds-and-answers): the item's `id` names the entity without
 * revealing it. The claims `{type, entityId, issuedAt}` are signed with HMAC-SHA256 and then sealed with
 * AES-256-GCM, so the token is opaque (a readable entity id would give the answer away through
 * /api/players/{id}) and cannot be forged or altered. Keys are derived from the server's JWT secret, which
 * every instance shares, so a guess may reach another instance than the one that served the item. No state is
 * kept: a token works until it expires.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { TRIVIA_TYPES, type TriviaType } from '@league/shared/domain/trivia';

export interface RoundClaims {
  type: TriviaType;
  entityId: number;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

export interface RoundTokens {
  sign(claims: Omit<RoundClaims, 'issuedAt'>): string;
  /** The claims of an authentic, unexpired token; null when malformed, forged, altered or expired. */
  verify(token: string): RoundClaims | null;
}

/** A round lasts 60 seconds; two hours leaves room for a slow player without keeping tokens forever. */
export const ROUND_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAC_BYTES = 32;

function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'league-trivia-round', purpose, 32));
}

function parseClaims(text: string): RoundClaims | null {
  try {
    const value = JSON.parse(text) as Partial<RoundClaims>;
    if (!TRIVIA_TYPES.includes(value.type as TriviaType)) return null;
    if (!Number.isSafeInteger(value.entityId) || !Number.isSafeInteger(value.issuedAt)) return null;
    return {
      type: value.type as TriviaType,
      entityId: value.entityId as number,
      issuedAt: value.issuedAt as number,
    };
  } catch {
    return null;
  }
}

export function createRoundTokens(
  secret: Uint8Array,
  options: { ttlMs?: number; now?: () => number } = {},
): RoundTokens {
  const encryptionKey = deriveKey(secret, 'encryption');
  const signingKey = deriveKey(secret, 'signature');
  const ttlMs = options.ttlMs ?? ROUND_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  const mac = (data: Buffer) => createHmac('sha256', signingKey).update(data).digest();

  return {
    sign({ type, entityId }) {
      const claims = Buffer.from(JSON.stringify({ type, entityId, issuedAt: now() }));
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const sealed = Buffer.concat([cipher.update(Buffer.concat([claims, mac(claims)])), cipher.final()]);
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
        // Wrong key, altered bytes or a truncated token: all simply "not a valid round".
        return null;
      }
      const claims = opened.subarray(0, opened.length - MAC_BYTES);
      const signature = opened.subarray(opened.length - MAC_BYTES);
      if (!timingSafeEqual(signature, mac(claims))) return null;
      const parsed = parseClaims(claims.toString('utf8'));
      if (!parsed) return null;
      const age = now() - parsed.issuedAt;
      return age < ttlMs && age > -CLOCK_SKEW_MS ? parsed : null;
    },
  };
}
