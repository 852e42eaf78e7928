/**
 * The chat outbox's backlog for monitoring (docs/decisions/0030-chat-delivery-outbox.md): how many deliveries
 * are in each state, and how long the oldest one still to be posted (pending or retrying) has waited. Read
 * here, below the features, so the metrics need nothing of the chat feature.
 */
import { DELIVERY_STATUSES, type DeliveryStatus } from '@league/shared/domain/chat-messages';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './sql.ts';

export interface ChatBacklog {
  /** Deliveries per state; every state is present, 0 when none. */
  counts: Record<DeliveryStatus, number>;
  /** Seconds since the oldest pending or retrying delivery was recorded; 0 when none waits. */
  oldestPendingSeconds: number;
}

export async function readChatBacklog(db: Db): Promise<ChatBacklog> {
  const rows = await queryRows<{ status: string; n: number; oldest: number | null }>(
    db,
    sql`select status, count(*)::int as n,
               extract(epoch from now() - min(created_at))::float8 as oldest
        from chat_deliveries group by status`,
  );
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((state) => [state, 0])) as ChatBacklog['counts'];
  let oldestPendingSeconds = 0;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as DeliveryStatus] = row.n;
    if ((row.status === 'pending' || row.status === 'retrying') && row.oldest !== null)
      oldestPendingSeconds = Math.max(oldestPendingSeconds, row.oldest);
  }
  return { counts, oldestPendingSeconds };
}
