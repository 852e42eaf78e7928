/**
 * The daily puzzle's play tokens (docs/product/trivia.md#daily-puzzle): a play's state sealed for the browser
 * to carry (sealed-token.ts), bound to the account that started it, and good for one step only. Each guess
 * spends its token and answers a new one, so a token sent again (a replay trying another candidate on the
 * same hint, or a second window) is refused whoever sends it; a member's token only works with that member's
 * login, so it cannot be played on as a guest to see the answer while the account's play stays open.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { deleteExpiredSpentTokens, spendToken } from './daily-queries.ts';
import { createSealedTokens, type Issued, type SealedTokens } from './sealed-token.ts';

/** The state of a play that travels with it. */
export interface PlayClaims {
  date: string;
  hintsUsed: number;
  /** Milliseconds since the epoch. */
  startedAt: number;
  /** The member whose play it is; null for a guest's. */
  userId: number | null;
}

export type DailyTokens = SealedTokens<PlayClaims>;

/** A play lasts a minute; a token outliving the day a little does no harm (the day is in the claims). */
export const PLAY_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** How often an instance forgets the used tokens that have expired. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Claims of a token made before tokens named their account (no `userId`) are not well-formed. */
function parsePlayClaims(value: Record<string, unknown>): PlayClaims | null {
  const { date, hintsUsed, startedAt, userId } = value;
  if (typeof date !== 'string' || !Number.isSafeInteger(hintsUsed) || !Number.isSafeInteger(startedAt))
    return null;
  if (userId !== null && !Number.isSafeInteger(userId)) return null;
  return {
    date,
    hintsUsed: hintsUsed as number,
    startedAt: startedAt as number,
    userId: userId as number | null,
  };
}

export function createDailyTokens(secret: Uint8Array, now: () => Date): DailyTokens {
  return createSealedTokens(secret, {
    salt: 'league-trivia-daily',
    parse: parsePlayClaims,
    ttlMs: PLAY_TOKEN_TTL_MS,
    now: () => now().getTime(),
  });
}

let lastPrune = 0;

/**
 * Uses up `token` (whose claims were verified); false when it was used before. Kept until it would have
 * expired, plus the clock skew the tokens allow.
 */
export async function spendPlayToken(db: Db, token: string, claims: Issued<PlayClaims>, now: Date) {
  const hash = createHash('sha256').update(token).digest('base64url');
  const spent = await spendToken(db, hash, new Date(claims.issuedAt + PLAY_TOKEN_TTL_MS + 60_000));
  if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await deleteExpiredSpentTokens(db, now);
  }
  return spent;
}
