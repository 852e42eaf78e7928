/**
 * A datetime-local value ('2026-11-22T19:00', the browser's own time) as an ISO instant in UTC, which
 * the API stores (docs/product/schedule-and-matches.md#rules-and-constants); '' when empty or unreadable.
 */
export function localInputToIso(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
