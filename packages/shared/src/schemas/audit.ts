/**
 * The staff activity log (docs/product/activity.md#data): who changed what, when, with the values before and
 * after. The API answers each entry with its changes already listed field by field.
 */
import { z } from 'zod';
import { IsoDateTime, optionalCalendarDate, optionalPositiveInt, PageQuerySchema } from './common.ts';

/** What a staff write did (docs/product/activity.md#rules-and-constants). */
export const AUDIT_KINDS = [
  'create',
  'edit',
  'delete',
  'role-change',
  'approval',
  'upload',
  'import',
  'recalculation',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What a staff write changed. */
export const AUDIT_ENTITY_TYPES = [
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
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One stored value: the log keeps scalars (dates as ISO text, lists as comma-separated text). */
export const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof AuditValueSchema>;

/** The values of an entity's fields that the log keeps, by field name. */
export type AuditSnapshot = Record<string, AuditValue>;

export const AuditChangeSchema = z.object({
  field: z.string(),
  before: AuditValueSchema,
  after: AuditValueSchema,
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: IsoDateTime,
  /** The staff member; `id` is null once their account is gone, the name stays. */
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  kind: z.enum(AUDIT_KINDS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  /** null when the write touched no single row (a recalculation, a batch of players). */
  entityId: z.number().int().nullable(),
  entityLabel: z.string(),
  /** The entity's page (public, or the portal's), null when it has none or was deleted. */
  href: z.string().nullable(),
  /** Field by field: for an edit the fields that changed, for a create the values set, for a delete the values gone. */
  changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const kindError = `kind must be one of: ${AUDIT_KINDS.join(', ')}`;
const entityError = `entityType must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}`;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const AuditListQuerySchema = PageQuerySchema.extend({
  actorId: optionalPositiveInt('actorId must be a positive whole number'),
  kind: z.preprocess(blank, z.enum(AUDIT_KINDS, { error: kindError }).optional()),
  entityType: z.preprocess(blank, z.enum(AUDIT_ENTITY_TYPES, { error: entityError }).optional()),
  entityId: optionalPositiveInt('entityId must be a positive whole number'),
  /** First day shown (UTC), YYYY-MM-DD. */
  from: optionalCalendarDate(),
  /** Last day shown (UTC, inclusive), YYYY-MM-DD. */
  to: optionalCalendarDate(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** A page of the log when the request names none. */
export const AUDIT_DEFAULT_LIMIT = 50;

export const AuditActorSchema = z.object({ id: z.number().int(), username: z.string() });
export type AuditActor = z.infer<typeof AuditActorSchema>;
