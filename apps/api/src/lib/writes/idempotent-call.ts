/**
 * A call from a game server, done once whatever the network does (docs/decisions/0047-results-from-the-game.md).
 * The call's idempotency key, the hash of its request and its answer are stored in the transaction of its
 * effect, so:
 * - the same call again (a retry, or a replay later) answers the stored answer and writes nothing;
 * - the same key with another request is a 409, and writes nothing;
 * - a new call whose `sentAt` is more than CALL_WINDOW_MINUTES from the server's clock is refused (400);
 * - a refused call (unknown match, bad score...) stores nothing, so it may be sent again once fixed.
 * Two copies of a new call racing on PostgreSQL: the second waits on the first's key row, then answers what
 * the first stored.
 */
import { createHash } from 'node:crypto';
import { CALL_WINDOW_MINUTES } from '@league/shared/schemas/results';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gameServerCalls } from '../../db/schema.ts';
import { badRequest, conflict } from '../errors.ts';
import { type WriteEffects, write } from './unit-of-work.ts';

export const CALL_WINDOW_MS = CALL_WINDOW_MINUTES * 60 * 1000;

/** What a call answers: its status and body. */
export interface CallAnswer<T> {
  status: number;
  body: T;
}

export interface IdempotentCall {
  idempotencyKey: string;
  sentAt: string;
  apiKeyId: number;
  /** The whole request as validated, hashed to tell the same call from another under the same key. */
  request: unknown;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (request: unknown): string =>
  createHash('sha256').update(canonical(request)).digest('hex');

/** Another copy of the call stored its answer first (PostgreSQL, two copies at once). */
class StoredMeanwhile extends Error {}

async function storedAnswer<T>(db: Db, call: IdempotentCall, hash: string): Promise<CallAnswer<T> | null> {
  const [row] = await db
    .select()
    .from(gameServerCalls)
    .where(eq(gameServerCalls.idempotencyKey, call.idempotencyKey));
  if (!row) return null;
  if (row.requestHash !== hash)
    throw conflict(
      `Idempotency key ${call.idempotencyKey} was already used for another request: use a new key for a new call`,
      [{ path: 'idempotencyKey', message: 'Already used for another request' }],
    );
  return { status: row.status, body: row.answer as T };
}

/** A new call must be fresh: sent within the window, either way, of the server's clock. */
function assertFresh(sentAt: string, now: number): void {
  const skew = now - Date.parse(sentAt);
  if (Math.abs(skew) <= CALL_WINDOW_MS) return;
  const message =
    skew > 0
      ? `This call was sent at ${sentAt}, more than ${CALL_WINDOW_MINUTES} minutes ago: it is refused. Send the current state as a new call`
      : `This call says it was sent at ${sentAt}, more than ${CALL_WINDOW_MINUTES} minutes ahead of the server's clock: check the game server's clock`;
  throw badRequest(message, [{ path: 'sentAt', message: 'Outside the window' }]);
}

/**
 * Runs `work` once for the call's idempotency key: its answer is stored with the key in work's own
 * transaction (a unit of work, so its live messages and jobs go out on commit), and answered again, with
 * nothing done, to every later copy of the same call.
 */
export async function runIdempotentCall<T>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Tx, effects: WriteEffects) => Promise<CallAnswer<T>>,
  now = Date.now(),
): Promise<CallAnswer<T> & { replayed: boolean }> {
  const hash = requestHash(call.request);
  const earlier = await storedAnswer<T>(db, call, hash);
  if (earlier) return { ...earlier, replayed: true };
  assertFresh(call.sentAt, now);
  try {
    const answer = await write(db, async (tx, effects) => {
      const claimed = await tx
        .insert(gameServerCalls)
        .values({
          idempotencyKey: call.idempotencyKey,
          requestHash: hash,
          apiKeyId: call.apiKeyId,
          status: 0,
          answer: {},
        })
        .onConflictDoNothing()
        .returning({ key: gameServerCalls.idempotencyKey });
      if (claimed.length === 0) throw new StoredMeanwhile();
      const done = await work(tx, effects);
      await tx
        .update(gameServerCalls)
        .set({ status: done.status, answer: done.body as object })
        .where(eq(gameServerCalls.idempotencyKey, call.idempotencyKey));
      return done;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    if (!(error instanceof StoredMeanwhile)) throw error;
    const stored = await storedAnswer<T>(db, call, hash);
    if (!stored) throw error;
    return { ...stored, replayed: true };
  }
}
