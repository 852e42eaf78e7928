/**
 * The outbox's lease, as every channel's test checks it (chat posts, pushes): a worker that stops right
 * after its claim keeps the row while the lease holds; once it runs out (moved into the past rather than
 * waited for) a restarted worker sends it; the first worker, back late, can neither write over the outcome
 * nor find anything left to send. And the fast timings every channel's test runs its workers with.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { type OutboxTable, settleDelivery } from '../../src/lib/outbox/deliveries.ts';
import type { OutboxWorker, OutboxWorkerOptions } from '../../src/lib/outbox/worker.ts';

export async function expectLeaseTakeover(
  db: Db,
  table: OutboxTable,
  worker: (owner: string) => OutboxWorker,
  channel?: string,
): Promise<void> {
  const crashed = worker('crashed');
  const [claimed] = await crashed.claim(channel);
  expect(claimed).toBeDefined();
  // Still held: the second worker (a restarted instance) leaves it alone.
  const restarted = worker('restarted');
  expect(await restarted.runOnce()).toBe(0);
  await db.update(table).set({ leaseUntil: sql`now() - interval '1 millisecond'` });
  expect(await restarted.runOnce()).toBe(1);
  const late = { status: 'retrying', error: 'late', retryInMs: 0 } as const;
  expect(await settleDelivery(db, table, claimed!.id, 'crashed', late)).toBe(false);
  expect(await crashed.runOnce()).toBe(0);
}

/** A worker's timings for tests: it polls and backs off in milliseconds, and gives up after three tries. */
export const FAST_WORKER: Omit<OutboxWorkerOptions, 'owner'> = {
  pollMs: 5,
  leaseMs: 5000,
  backoffMs: 5,
  maxBackoffMs: 20,
  maxAttempts: 3,
};
