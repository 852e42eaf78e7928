/**
 * Signed session tokens: HS256 JWTs whose subject is the user id. Nothing else in the token is trusted;
 * the role is read from the database on each request so a demotion takes effect at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config.ts';

export interface TokenSigner {
  sign(userId: number): Promise<string>;
  /** The user id of a valid, unexpired token, else null (garbage, forged, expired). */
  verify(token: string): Promise<number | null>;
}

/**
 * JWT_SECRET when set; otherwise a random secret kept in the data folder, so restarts keep sessions
 * without anyone having to configure one for local use.
 */
export function resolveJwtSecret(config: Pick<ServerConfig, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch {
    // No secret yet: make one below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

export function createTokenSigner(secret: Uint8Array, expiresIn: string): TokenSigner {
  return {
    sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        // Tokens with an audience are for something else (a sign-in ticket or flow), never a session.
        if (payload.aud !== undefined) return null;
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        // Any failure to verify (malformed, forged, expired) simply means "not logged in".
        return null;
      }
    },
  };
}
