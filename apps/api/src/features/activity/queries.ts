import type { ActivityEntityType, ActivityKind } from '@league/shared/schemas/activity';
import { and, asc, desc, eq, getTableColumns, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityEntries, seasons, stats, teams } from '../../db/schema.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

export interface ActivityFilter {
  actorId?: number | undefined;
  kind?: ActivityKind | undefined;
  entityType?: ActivityEntityType | undefined;
  entityId?: number | undefined;
  /** Entries at or after this instant. */
  since?: Date | undefined;
  /** Entries strictly before this instant. */
  until?: Date | undefined;
  /** False leaves role changes out, whatever else the filter asks. */
  withRoleChanges: boolean;
}

function activityWhere(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.withRoleChanges ? undefined : ne(activityEntries.kind, 'role-change'),
    filter.actorId === undefined ? undefined : eq(activityEntries.actorId, filter.actorId),
    filter.kind === undefined ? undefined : eq(activityEntries.kind, filter.kind),
    filter.entityType === undefined ? undefined : eq(activityEntries.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(activityEntries.entityId, filter.entityId),
    filter.since === undefined ? undefined : gte(activityEntries.at, filter.since),
    filter.until === undefined ? undefined : lt(activityEntries.at, filter.until),
  );
}

const entryColumns = {
  ...getTableColumns(activityEntries),
  /** The team as it is now (its page is by name and season), when the entry is about a team that exists. */
  teamName: teams.name,
  teamSeasonNumber: seasons.seasonNumber,
  /** The game of a stat line that exists (a line's page is its game's). */
  statGameId: stats.gameId,
};

export type ActivityRow = Awaited<ReturnType<typeof listActivityEntries>>['items'][number];

/** Entries newest first, with what their links need. */
export function listActivityEntries(db: Db, filter: ActivityFilter, page: PageParams) {
  const where = activityWhere(filter);
  return loadPage(
    page,
    () =>
      withPage(
        db
          .select(entryColumns)
          .from(activityEntries)
          .leftJoin(
            teams,
            and(eq(activityEntries.entityType, 'team'), eq(teams.id, activityEntries.entityId)),
          )
          .leftJoin(seasons, eq(seasons.id, teams.seasonId))
          .leftJoin(
            stats,
            and(eq(activityEntries.entityType, 'stat-line'), eq(stats.id, activityEntries.entityId)),
          )
          .where(where)
          .orderBy(desc(activityEntries.at), desc(activityEntries.id))
          .$dynamic(),
        page,
      ),
    () => db.$count(activityEntries, where),
  );
}

/** Everyone who has an entry the viewer may see, by name (the name of their latest entry). */
export async function listActivityActors(db: Db, withRoleChanges: boolean) {
  const rows = await db
    .selectDistinctOn([activityEntries.actorId], {
      id: activityEntries.actorId,
      username: activityEntries.actorName,
    })
    .from(activityEntries)
    .where(and(withRoleChanges ? undefined : ne(activityEntries.kind, 'role-change')))
    .orderBy(asc(activityEntries.actorId), desc(activityEntries.at), desc(activityEntries.id));
  return rows
    .flatMap((r) => (r.id === null ? [] : [{ id: r.id, username: r.username }]))
    .sort((a, b) => a.username.localeCompare(b.username));
}

/** Deletes entries older than `cutoff`; answers how many went. */
export async function deleteActivityEntriesBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(activityEntries)
    .where(lt(activityEntries.at, cutoff))
    .returning({ id: activityEntries.id });
  return gone.length;
}
