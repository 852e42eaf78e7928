import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { standingsSettings } from '../../db/schema.ts';

export type StandingsSettingsRecord = typeof standingsSettings.$inferSelect;
export type StandingsSettingsValues = Omit<typeof standingsSettings.$inferInsert, 'seasonId' | 'updatedAt'>;

/** The season's stored settings, if staff ever changed them. */
export async function findStandingsSettings(
  db: Db | Tx,
  seasonId: number,
): Promise<StandingsSettingsRecord | undefined> {
  const [row] = await db.select().from(standingsSettings).where(eq(standingsSettings.seasonId, seasonId));
  return row;
}

/** Stores the season's whole settings (one row per season); answers the stored row. */
export async function upsertStandingsSettings(
  tx: Tx,
  seasonId: number,
  values: StandingsSettingsValues,
): Promise<StandingsSettingsRecord> {
  const updatedAt = new Date();
  const [row] = await tx
    .insert(standingsSettings)
    .values({ seasonId, ...values, updatedAt })
    .onConflictDoUpdate({ target: standingsSettings.seasonId, set: { ...values, updatedAt } })
    .returning();
  return row!;
}
