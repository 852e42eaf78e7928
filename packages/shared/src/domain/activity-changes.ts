/**
 * The activity log's values and diffs (docs/product/activity.md#rules-and-constants). The server stores a
 * snapshot of the fields a write touched, before and after; the diff the portal shows is derived from the two
 * here, so the stored data and what staff read can never disagree.
 */
import type { ActivityChange, ActivitySnapshot, ActivityValue } from '../schemas/activity.ts';
import { CHAT_EVENT_LABELS } from './chat-messages.ts';

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

/** `team1Score` → `Team 1 score`, `logoUrl` → `Logo URL`: a stored field's name in words. */
export function activityFieldLabel(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b(url|id)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as the diff shows it for its field: a chat webhook's `events` by their names ("Match completed"),
 * not their keys; anything else as formatActivityValue shows it.
 */
export function formatActivityFieldValue(field: string, value: ActivityValue): string {
  const shown = formatActivityValue(value);
  if (field !== 'events' || typeof value !== 'string') return shown;
  return value
    .split(',')
    .map((key) => key.trim())
    .map((key) => CHAT_EVENT_LABELS[key as keyof typeof CHAT_EVENT_LABELS] ?? key)
    .join(', ');
}
