/**
 * The staff activity log (docs/product/activity.md#data): who changed what, when, with the values before and
 * after. The API answers each entry with its changes already listed field by field.
 */
import { z } from 'zod';
import { IsoDateTime, optionalCalendarDate, optionalPositiveInt, PageQuerySchema } from './common.ts';

/** What a staff write did (docs/product/activity.md#rules-and-constants). */
export const ACTIVITY_KINDS = [
  'create',
  'edit',
  'delete',
  'role-change',
  'approval',
  'upload',
  'import',
  'recalculation',
  'revoke',
  'rejection',
  'correction',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a staff write changed. */
export const ACTIVITY_ENTITY_TYPES = [
  'season',
  'team',
  'player',
  'award',
  'game',
  'stat-line',
  'match',
  'article',
  'user',
  'records',
  'chat-webhook',
  'chat-delivery',
  'push-delivery',
  'api-key',
  'pending-result',
  'player-claim',
  'vote',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/** One stored value: the log keeps scalars (dates as ISO text, lists as comma-separated text). */
export const ActivityValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ActivityValue = z.infer<typeof ActivityValueSchema>;

/** The values of an entity's fields that the log keeps, by field name. */
export type ActivitySnapshot = Record<string, ActivityValue>;

export const ActivityChangeSchema = z.object({
  field: z.string(),
  before: ActivityValueSchema,
  after: ActivityValueSchema,
});
export type ActivityChange = z.infer<typeof ActivityChangeSchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  at: IsoDateTime,
  /** The staff member; `id` is null once their account is gone, the name stays. */
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  kind: z.enum(ACTIVITY_KINDS),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES),
  /** null when the write touched no single row (a recalculation, a batch of players). */
  entityId: z.number().int().nullable(),
  entityLabel: z.string(),
  /** The entity's page (public, or the portal's), null when it has none or was deleted. */
  href: z.string().nullable(),
  /** Field by field: for an edit the fields that changed, for a create the values set, for a delete the values gone. */
  changes: z.array(ActivityChangeSchema),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

const kindError = `kind must be one of: ${ACTIVITY_KINDS.join(', ')}`;
const entityError = `entityType must be one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}`;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ActivityListQuerySchema = PageQuerySchema.extend({
  actorId: optionalPositiveInt('actorId must be a positive whole number'),
  kind: z.preprocess(blank, z.enum(ACTIVITY_KINDS, { error: kindError }).optional()),
  entityType: z.preprocess(blank, z.enum(ACTIVITY_ENTITY_TYPES, { error: entityError }).optional()),
  entityId: optionalPositiveInt('entityId must be a positive whole number'),
  /** First day shown (UTC), YYYY-MM-DD. */
  from: optionalCalendarDate(),
  /** Last day shown (UTC, inclusive), YYYY-MM-DD. */
  to: optionalCalendarDate(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

/** A page of the log when the request names none. */
export const ACTIVITY_DEFAULT_LIMIT = 50;

export const ActivityActorSchema = z.object({ id: z.number().int(), username: z.string() });
export type ActivityActor = z.infer<typeof ActivityActorSchema>;
