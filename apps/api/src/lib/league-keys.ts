/**
 * League API keys (docs/decisions/0047-results-from-the-game.md): how a game server proves it may submit
 * results. A key is `lk_` and 32 random URL-safe characters; the database keeps its first characters (to find
 * the row and to name it in the portal) and the SHA-256 of the whole key, never the key. A random key of
 * that length needs no slow hash: nobody can guess it from its hash. The hashes are compared in constant
 * time, so an answer's timing tells nothing about how much of a key was right.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LeagueKeyScope } from '@league/shared/schemas/api-keys';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { leagueApiKeys } from '../db/schema.ts';

export const LEAGUE_KEY_PREFIX = 'lk_';
/** Characters of a key kept in the clear: `lk_` and eight more. */
const SHOWN_LENGTH = LEAGUE_KEY_PREFIX.length + 8;
/** The header a game server may send the key in, instead of `Authorization: Bearer`. */
export const LEAGUE_KEY_HEADER = 'x-league-key';
/** How stale a key's "last used" may get before a call writes it again (one write a minute at most). */
const LAST_USED_EVERY_MS = 60_000;

export const hashLeagueKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The part of a key kept in the clear: it finds the key's row and names the key in the portal. */
export const leagueKeyPrefixOf = (key: string): string => key.slice(0, SHOWN_LENGTH);

/** A new key, the part of it kept in the clear, and its hash. The key itself is shown once, then gone. */
export function generateLeagueKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${LEAGUE_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, prefix: leagueKeyPrefixOf(key), keyHash: hashLeagueKey(key) };
}

/** The key a request carries (`Authorization: Bearer lk_…` or `X-League-Key: lk_…`), else null. */
export function leagueKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers[LEAGUE_KEY_HEADER];
  const direct = (Array.isArray(header) ? header[0] : header)?.trim();
  if (direct) return direct;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(LEAGUE_KEY_PREFIX) ? bearer : null;
}

/** True for a bearer token that is a league key rather than a member's session. */
export const isLeagueKey = (token: string): boolean => token.startsWith(LEAGUE_KEY_PREFIX);

export interface LeagueKeyRef {
  id: number;
  name: string;
  scope: LeagueKeyScope;
}

export type KeyCheck = { ok: LeagueKeyRef } | { refused: 'missing' | 'wrong' | 'revoked' | 'scope' };

/** Which key `key` is, and whether it may do `scope`. Marks the key used (at most once a minute). */
export async function checkLeagueKey(db: Db, key: string | null, scope: LeagueKeyScope): Promise<KeyCheck> {
  if (!key) return { refused: 'missing' };
  if (!key.startsWith(LEAGUE_KEY_PREFIX) || key.length > 200) return { refused: 'wrong' };
  const [row] = await db
    .select()
    .from(leagueApiKeys)
    .where(eq(leagueApiKeys.prefix, leagueKeyPrefixOf(key)))
    .limit(1);
  const given = Buffer.from(hashLeagueKey(key), 'hex');
  // Compared even without a row (against the key's own hash), so a miss takes as long as a wrong key.
  const stored = Buffer.from(row?.keyHash ?? hashLeagueKey(`${key}!`), 'hex');
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same) return { refused: 'wrong' };
  if (row.revokedAt) return { refused: 'revoked' };
  if (row.scope !== scope) return { refused: 'scope' };
  await db
    .update(leagueApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(leagueApiKeys.id, row.id),
        or(
          isNull(leagueApiKeys.lastUsedAt),
          lt(leagueApiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`),
        ),
      ),
    );
  return { ok: { id: row.id, name: row.name, scope: row.scope as LeagueKeyScope } };
}
