/**
 * The activity log's values and diffs (docs/product/activity.md#rules-and-constants). The server stores a
 * snapshot of the fields a write touched, before and after; the diff the portal shows is derived from the two
 * here, so the stored data and what staff read can never disagree.
 */
import type { ActivityChange, ActivitySnapshot, ActivityValue } from '../schemas/activity.ts';

/** One value as the log keeps it: dates as ISO text, lists as comma-separated text, objects as JSON. */
export function toActivityValue(value: unknown): ActivityValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => String(toActivityValue(v))).join(', ');
  return JSON.stringify(value);
}

/** A snapshot of some fields; fields left undefined are not part of the write and are left out. */
export function toActivitySnapshot(values: Record<string, unknown>): ActivitySnapshot {
  const out: ActivitySnapshot = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined) out[field] = toActivityValue(value);
  }
  return out;
}

/**
 * The fields whose value differs between the two snapshots, in the order they first appear (before's
 * fields, then after's new ones). A missing snapshot (a create has no before, a delete no after) counts as
 * every field null, so a create lists the values it set and a delete the values it removed.
 */
export function activityChanges(
  before: ActivitySnapshot | null,
  after: ActivitySnapshot | null,
): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

/** A value as the diff shows it: empty for null, yes/no for booleans. */
export function formatActivityValue(value: ActivityValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
