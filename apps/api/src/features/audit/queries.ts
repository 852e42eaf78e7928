import type { AuditEntityType, AuditKind, AuditSnapshot } from '@league/shared/schemas/audit';
import { and, asc, desc, eq, getTableColumns, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditEntries, seasons, stats, teams } from '../../db/schema.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

export interface AuditRowInput {
  actorId: number;
  actorName: string;
  kind: AuditKind;
  entityType: AuditEntityType;
  entityId: number | null;
  entityLabel: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Writes one entry; called inside the write's own transaction. */
export async function insertAuditEntry(tx: Tx, row: AuditRowInput): Promise<void> {
  await tx.insert(auditEntries).values(row);
}

export interface AuditFilter {
  actorId?: number | undefined;
  kind?: AuditKind | undefined;
  entityType?: AuditEntityType | undefined;
  entityId?: number | undefined;
  /** Entries at or after this instant. */
  since?: Date | undefined;
  /** Entries strictly before this instant. */
  until?: Date | undefined;
  /** False leaves role changes out, whatever else the filter asks. */
  withRoleChanges: boolean;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.withRoleChanges ? undefined : ne(auditEntries.kind, 'role-change'),
    filter.actorId === undefined ? undefined : eq(auditEntries.actorId, filter.actorId),
    filter.kind === undefined ? undefined : eq(auditEntries.kind, filter.kind),
    filter.entityType === undefined ? undefined : eq(auditEntries.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditEntries.entityId, filter.entityId),
    filter.since === undefined ? undefined : gte(auditEntries.at, filter.since),
    filter.until === undefined ? undefined : lt(auditEntries.at, filter.until),
  );
}

const entryColumns = {
  ...getTableColumns(auditEntries),
  /** The team as it is now (its page is by name and season), when the entry is about a team that exists. */
  teamName: teams.name,
  teamSeasonNumber: seasons.seasonNumber,
  /** The game of a stat line that exists (a line's page is its game's). */
  statGameId: stats.gameId,
};

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['items'][number];

/** Entries newest first, with what their links need. */
export function listAuditEntries(db: Db, filter: AuditFilter, page: PageParams) {
  const where = auditWhere(filter);
  return loadPage(
    page,
    () =>
      withPage(
        db
          .select(entryColumns)
          .from(auditEntries)
          .leftJoin(teams, and(eq(auditEntries.entityType, 'team'), eq(teams.id, auditEntries.entityId)))
          .leftJoin(seasons, eq(seasons.id, teams.seasonId))
          .leftJoin(stats, and(eq(auditEntries.entityType, 'stat-line'), eq(stats.id, auditEntries.entityId)))
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .$dynamic(),
        page,
      ),
    () => db.$count(auditEntries, where),
  );
}

/** Everyone who has an entry the viewer may see, by name (the name of their latest entry). */
export async function listAuditActors(db: Db, withRoleChanges: boolean) {
  const rows = await db
    .selectDistinctOn([auditEntries.actorId], { id: auditEntries.actorId, username: auditEntries.actorName })
    .from(auditEntries)
    .where(and(withRoleChanges ? undefined : ne(auditEntries.kind, 'role-change')))
    .orderBy(asc(auditEntries.actorId), desc(auditEntries.at), desc(auditEntries.id));
  return rows
    .flatMap((r) => (r.id === null ? [] : [{ id: r.id, username: r.username }]))
    .sort((a, b) => a.username.localeCompare(b.username));
}

/** Deletes entries older than `cutoff`; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(auditEntries)
    .where(lt(auditEntries.at, cutoff))
    .returning({ id: auditEntries.id });
  return gone.length;
}
