/**
 * The staff activity log as staff read it (docs/product/activity.md), and its retention. Entries are written
 * by the unit of work of every staff write (lib/writes/unit-of-work.ts, docs/decisions/0024-staff-activity-log.md);
 * the API test that walks every staff write route (test/activity.test.ts) fails for a route that skips it.
 */

import { activityChanges } from '@league/shared/domain/activity-changes';
import { can } from '@league/shared/domain/permissions';
import { paths } from '@league/shared/pages';
import {
  ACTIVITY_DEFAULT_LIMIT,
  type ActivityActor,
  type ActivityEntityType,
  type ActivityEntry,
  type ActivityKind,
  type ActivityListQuery,
} from '@league/shared/schemas/activity';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { forbidden } from '../../lib/guards.ts';
import { mapPage, type Page } from '../../lib/paging.ts';
import {
  type ActivityRow,
  deleteActivityEntriesBefore,
  listActivityActors,
  listActivityEntries,
} from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where an entry's entity lives (docs/product/activity.md#pages): its public page, the schedule for matches,
 * the portal's users page for accounts, its claims page for player-page claims, its Settings page for chat
 * webhooks, deliveries and API keys, its Results page for pending results; none after a delete, nor for a team
 * or stat line that is gone.
 */
function hrefOf(row: ActivityRow): string | null {
  const id = row.entityId;
  if (row.kind === 'delete') return null;
  switch (row.entityType as ActivityEntityType) {
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
    case 'push-delivery':
    case 'chat-webhook':
    case 'chat-delivery':
    case 'api-key':
      return paths.portal('settings');
    case 'pending-result':
      return paths.portal('results');
    case 'player-claim':
      return paths.portal('claims');
    case 'vote':
      return paths.portal('votes');
  }
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorName },
    kind: row.kind as ActivityKind,
    entityType: row.entityType as ActivityEntityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    href: hrefOf(row),
    changes: activityChanges(row.before, row.after),
  };
}

/**
 * GET /api/admin/activity: newest first, 50 a page unless asked otherwise. Role changes are left out in the
 * query itself for anyone below superadmin (docs/product/activity.md#permissions).
 */
export async function readActivity(
  db: Db,
  viewer: AuthUser,
  query: ActivityListQuery,
): Promise<Page<ActivityEntry>> {
  if (!can(viewer, 'activity:read')) throw forbidden();
  const page = await listActivityEntries(
    db,
    {
      actorId: query.actorId,
      kind: query.kind,
      entityType: query.entityType,
      entityId: query.entityId,
      since: query.from === undefined ? undefined : new Date(`${query.from}T00:00:00Z`),
      until: query.to === undefined ? undefined : new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
      withRoleChanges: can(viewer, 'activity:read-role-changes'),
    },
    { limit: query.limit ?? ACTIVITY_DEFAULT_LIMIT, offset: query.offset },
  );
  return mapPage(page, page.items.map(toEntry));
}

/** GET /api/admin/activity/actors: the people the viewer's filter can name. */
export async function readActivityActors(db: Db, viewer: AuthUser): Promise<ActivityActor[]> {
  if (!can(viewer, 'activity:read')) throw forbidden();
  return listActivityActors(db, can(viewer, 'activity:read-role-changes'));
}

/** Deletes entries older than the retention period; answers how many went. */
export function pruneActivity(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return deleteActivityEntriesBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
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
