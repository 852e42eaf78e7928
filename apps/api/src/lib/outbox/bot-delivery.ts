/**
 * The bot outbox's rows (docs/product/discord.md#the-standings-message): a write asks the bot to bring one of
 * its messages up to date in the write's own transaction (through the unit of work's `onEveryWrite`), and
 * the outbox worker does it (bot-channel.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { botDeliveries } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

/** The event of a bot row: write what is current into the message its key names. */
export const BOT_REFRESH_EVENT = 'refresh';

/**
 * Asks for the message `key` names (`standings`) to be brought up to date, in the caller's transaction,
 * unless a row of the same key already waits unclaimed: a burst of writes asks once. A row claimed meanwhile
 * does not count, so a change made while a message is being written asks again; two rows that slip through
 * together are harmless (the channel writes what is current, and an unchanged message edits nothing).
 * Answers how many rows were added (0 or 1).
 */
export async function recordBotRefresh(tx: Db | Tx, key: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${botDeliveries} (event, event_key, facts)
        select ${BOT_REFRESH_EVENT}, ${key}, ${JSON.stringify({ key })}::jsonb
        where not exists (
          select 1 from ${botDeliveries}
          where event_key = ${key} and status in ('pending', 'retrying') and lease_owner is null)
        returning id`,
  );
  return rows.length;
}
