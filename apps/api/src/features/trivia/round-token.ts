/**
 * Trivia round tokens (docs/product/trivia.md#rounds-and-answers): the item's `id` names the entity without
 * revealing it, as a sealed token (sealed-token.ts).
 */
import { TRIVIA_TYPES, type TriviaType } from '@league/shared/domain/trivia';
import { createSealedTokens, type SealedTokens } from './sealed-token.ts';

export interface RoundClaims {
  type: TriviaType;
  entityId: number;
}

export type RoundTokens = SealedTokens<RoundClaims>;

/** A round lasts 60 seconds; two hours leaves room for a slow player without keeping tokens forever. */
export const ROUND_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

function parseRoundClaims(value: Record<string, unknown>): RoundClaims | null {
  if (!TRIVIA_TYPES.includes(value.type as TriviaType)) return null;
  if (!Number.isSafeInteger(value.entityId)) return null;
  return { type: value.type as TriviaType, entityId: value.entityId as number };
}

export function createRoundTokens(
  secret: Uint8Array,
  options: { ttlMs?: number; now?: () => number } = {},
): RoundTokens {
  return createSealedTokens(secret, {
    salt: 'league-trivia-round',
    parse: parseRoundClaims,
    ttlMs: options.ttlMs ?? ROUND_TOKEN_TTL_MS,
    ...(options.now ? { now: options.now } : {}),
  });
}
