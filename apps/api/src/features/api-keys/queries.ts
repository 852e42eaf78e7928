/** League API keys: the rows behind the portal's keys section (docs/product/live.md#game-server-keys). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leagueApiKeys } from '../../db/schema.ts';

export type ApiKeyRow = typeof leagueApiKeys.$inferSelect;

/** Every key, the newest first; revoked ones included (they name the results they sent). */
export function listKeyRows(db: Db): Promise<ApiKeyRow[]> {
  return db.select().from(leagueApiKeys).orderBy(desc(leagueApiKeys.createdAt), desc(leagueApiKeys.id));
}

export async function findKeyRow(db: Db, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(leagueApiKeys).where(eq(leagueApiKeys.id, id));
  return row;
}

export async function insertKeyRow(db: Db, values: typeof leagueApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(leagueApiKeys).values(values).returning();
  return row!;
}

export async function markKeyRevoked(db: Db, id: number, at: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(leagueApiKeys)
    .set({ revokedAt: at })
    .where(eq(leagueApiKeys.id, id))
    .returning();
  return row;
}
