/**
 * The staff activity log's entry as a write leaves it (docs/product/activity.md#rules-and-constants): who,
 * what, and the fields the write touched before and after. Written by the unit of work (unit-of-work.ts) in
 * the write's own transaction; read by the activity feature.
 */
import { toActivitySnapshot } from '@league/shared/domain/activity-changes';
import type { ActivityEntityType, ActivityKind } from '@league/shared/schemas/activity';
import type { Tx } from '../../db/client.ts';
import { activityEntries } from '../../db/schema.ts';
import type { AuthUser } from '../auth-user.ts';

/** What a staff write did, for its log entry. `before`/`after` list the fields the write touched. */
export interface ActivityRecord {
  kind: ActivityKind;
  entityType: ActivityEntityType;
  /** null when the write touched no single row (a recalculation, a batch). */
  entityId: number | null;
  entityLabel: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A staff write's answer and its log entry. */
export interface Recorded<T> {
  result: T;
  activity: ActivityRecord;
}

/** Who did it; the name is kept with the entry. */
export type ActorRef = Pick<AuthUser, 'id' | 'username'>;

export async function insertActivityEntry(tx: Tx, actor: ActorRef, record: ActivityRecord): Promise<void> {
  await tx.insert(activityEntries).values({
    actorId: actor.id,
    actorName: actor.username,
    kind: record.kind,
    entityType: record.entityType,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    before: record.before ? toActivitySnapshot(record.before) : null,
    after: record.after ? toActivitySnapshot(record.after) : null,
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

/** What editRecord needs: the row, the PATCH body and the row as it was (and, read again, as it is). */
interface EditedRow {
  entityType: ActivityEntityType;
  entityId: number;
  entityLabel: string;
  /** The PATCH body: its set fields are the fields the entry lists. */
  body: object;
  /** The row (or its snapshot) before the edit. */
  before: object;
  /** The row after the edit; the body itself when absent, null when the row is gone. */
  after?: object | null;
}

/** The log entry of an edit: the fields the body set, as they were and as they are. */
export function editRecord({
  entityType,
  entityId,
  entityLabel,
  body,
  before,
  after,
}: EditedRow): ActivityRecord {
  const touched = touchedFields(body);
  return {
    kind: 'edit',
    entityType,
    entityId,
    entityLabel,
    before: pickFields(before, touched),
    after: after === undefined ? (body as Record<string, unknown>) : after && pickFields(after, touched),
  };
}
