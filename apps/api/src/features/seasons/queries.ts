import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasons } from '../../db/schema.ts';

const seasonColumns = {
  id: seasons.id,
  seasonNumber: seasons.seasonNumber,
  theme: seasons.theme,
  image: seasons.image,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
};

/** Seasons newest first (decisions §1). */
export function listSeasons(db: Db) {
  return db.select(seasonColumns).from(seasons).orderBy(desc(seasons.seasonNumber));
}

export async function findSeason(db: Db, id: number) {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.id, id));
  return row;
}
