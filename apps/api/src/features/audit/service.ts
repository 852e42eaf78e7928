/**
 * The staff activity log (docs/product/activity.md). Every staff write runs through `auditedWrite`: the write
 * and its log entry commit in one transaction, so a write that fails leaves no entry and a write that
 * commits always has one (docs/decisions/0024-staff-activity-log.md). The API test that walks every staff
 * write route (test/activity.test.ts) fails for a route that skips it.
 */

import { auditChanges, toAuditSnapshot } from '@league/shared/domain/audit-changes';
import { can } from '@league/shared/domain/permissions';
import { paths } from '@league/shared/pages';
import {
  AUDIT_DEFAULT_LIMIT,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditKind,
  type AuditListQuery,
} from '@league/shared/schemas/audit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { forbidden } from '../../lib/guards.ts';
import { mapPage, type Page } from '../../lib/paging.ts';
import {
  type AuditRow,
  deleteAuditEntriesBefore,
  insertAuditEntry,
  listAuditActors,
  listAuditEntries,
} from './queries.ts';

/** What a write did, for its log entry. `before`/`after` list the fields the write touched. */
export interface AuditRecord {
  kind: AuditKind;
  entityType: AuditEntityType;
  /** null when the write touched no single row (a recalculation, a batch). */
  entityId: number | null;
  entityLabel: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A write's answer and its log entry. */
export interface Audited<T> {
  result: T;
  audit: AuditRecord;
}

/** Who did it; the name is kept with the entry. */
export type AuditActorRef = Pick<AuthUser, 'id' | 'username'>;

/**
 * Runs a staff write in one transaction together with its log entry. Everything inside `write` must use
 * `tx` (the embedded database serves one transaction at a time: a query on `db` would wait for this one).
 */
export async function auditedWrite<T>(
  db: Db,
  actor: AuditActorRef,
  write: (tx: Tx) => Promise<Audited<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    await insertAuditEntry(tx, {
      actorId: actor.id,
      actorName: actor.username,
      kind: audit.kind,
      entityType: audit.entityType,
      entityId: audit.entityId,
      entityLabel: audit.entityLabel,
      before: audit.before ? toAuditSnapshot(audit.before) : null,
      after: audit.after ? toAuditSnapshot(audit.after) : null,
    });
    return result;
  });
}

/** The values of `fields` in `row`, for an edit's before snapshot (the fields the edit touches). */
export function pickFields<R extends object>(row: R, fields: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => f in source).map((f) => [f, source[f]]));
}

/** The fields of a PATCH body that it sets (undefined means "leave as is"). */
export function touchedFields(body: object): string[] {
  return Object.entries(body).flatMap(([field, value]) => (value === undefined ? [] : [field]));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where an entry's entity lives (docs/product/activity.md#pages): its public page, the schedule for matches,
 * the portal's users page for accounts, its Settings page for chat webhooks; none after a delete, nor for a team or stat line that is gone.
 */
function hrefOf(row: AuditRow): string | null {
  const id = row.entityId;
  if (row.kind === 'delete') return null;
  switch (row.entityType as AuditEntityType) {
    case 'season':
      return id === null ? null : paths.season(id);
    case 'team':
      return row.teamName === null ? null : paths.team(row.teamName, row.teamSeasonNumber);
    case 'player':
      return id === null ? paths.players() : paths.player(id);
    case 'game':
      return id === null ? null : paths.game(id);
    case 'stat-line':
      return row.statGameId === null ? null : paths.game(row.statGameId);
    case 'award':
      return id === null ? null : paths.award(id);
    case 'article':
      return id === null ? null : paths.article(id);
    case 'match':
      return paths.schedules();
    case 'user':
      return `${paths.portal()}/users`;
    case 'records':
      return paths.records();
    case 'chat-webhook':
    case 'chat-delivery':
      return `${paths.portal()}/settings`;
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorName },
    kind: row.kind as AuditKind,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    href: hrefOf(row),
    changes: auditChanges(row.before, row.after),
  };
}

/**
 * GET /api/admin/activity: newest first, 50 a page unless asked otherwise. Role changes are left out in the
 * query itself for anyone below superadmin (docs/product/activity.md#permissions).
 */
export async function readActivity(
  db: Db,
  viewer: AuthUser,
  query: AuditListQuery,
): Promise<Page<AuditEntry>> {
  if (!can(viewer, 'audit:read')) throw forbidden();
  const page = await listAuditEntries(
    db,
    {
      actorId: query.actorId,
      kind: query.kind,
      entityType: query.entityType,
      entityId: query.entityId,
      since: query.from === undefined ? undefined : new Date(`${query.from}T00:00:00Z`),
      until: query.to === undefined ? undefined : new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
      withRoleChanges: can(viewer, 'audit:read-role-changes'),
    },
    { limit: query.limit ?? AUDIT_DEFAULT_LIMIT, offset: query.offset },
  );
  return mapPage(page, page.items.map(toEntry));
}

/** GET /api/admin/activity/actors: the people the viewer's filter can name. */
export async function readActivityActors(db: Db, viewer: AuthUser): Promise<AuditActor[]> {
  if (!can(viewer, 'audit:read')) throw forbidden();
  return listAuditActors(db, can(viewer, 'audit:read-role-changes'));
}

/** Deletes entries older than the retention period; answers how many went. */
export function pruneActivity(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return deleteAuditEntriesBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

/** How often the server prunes the log while it runs (it also prunes once at start). */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Prunes now, then every PRUNE_EVERY_MS until stopped; `stop` waits for a prune under way, so the database
 * can close after it. A failed prune is logged and tried again at the next turn.
 */
export async function startActivityPruning(
  db: Db,
  retentionDays: number,
  log?: FastifyBaseLogger,
): Promise<{ stop: () => Promise<void> }> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pruneActivity(db, retentionDays)
      .then((n) => {
        if (n > 0) log?.info({ deleted: n, retentionDays }, 'activity log pruned');
      })
      .catch((err: unknown) => log?.error({ err }, 'activity log prune failed'));
    return running;
  };
  await run();
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
