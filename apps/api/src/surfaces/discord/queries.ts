/** The messages the bot keeps up to date (docs/product/discord.md#the-standings-message): one row a purpose. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discordMessages } from '../../db/schema.ts';

export type KeptMessage = typeof discordMessages.$inferSelect;

export async function findKeptMessage(db: Db, purpose: string): Promise<KeptMessage | undefined> {
  const [row] = await db.select().from(discordMessages).where(eq(discordMessages.purpose, purpose));
  return row;
}

export async function saveKeptMessage(
  db: Db,
  row: { purpose: string; channelId: string; messageId: string; contentHash: string },
): Promise<void> {
  await db
    .insert(discordMessages)
    .values(row)
    .onConflictDoUpdate({
      target: discordMessages.purpose,
      set: {
        channelId: row.channelId,
        messageId: row.messageId,
        contentHash: row.contentHash,
        updatedAt: sql`now()`,
      },
    });
}
