/**
 * Conversions between a game's stored values and the portal's editors: dates are stored as UTC
 * timestamps and edited in the browser's local time (a datetime-local input), names may be empty
 * ('No Given Name', docs/product/games.md#data).
 */
import { format, isValid, parseISO } from 'date-fns';
import { LoginRequiredError } from '../../../components/admin/admin-request.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const NO_GIVEN_NAME = 'No Given Name';
export const UPDATE_GAME_FAILED = 'Failed to update game';
export const CREATE_GAME_FAILED = 'Failed to create game';

/** 'Nov 20, 2026, 8:00 PM' in local time, the same in the table and in the confirmation question. */
export function formatGameDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : '—';
}

/** ISO timestamp → 'YYYY-MM-DDTHH:mm' in local time ('' when unreadable). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** 'YYYY-MM-DDTHH:mm' in local time → ISO timestamp (null when blank or unreadable). */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A whole number of 0 or more from an editor, or null. */
export function parseScore(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const score = Number(trimmed);
  return Number.isSafeInteger(score) ? score : null;
}

/**
 * A failed game edit reads 'Failed to update game' plus what the server said (docs/product/games.md#errors);
 * a missing login is left as it is so the login message shows.
 */
export function asUpdateGameFailure(error: unknown): unknown {
  if (error instanceof LoginRequiredError || (error instanceof ApiError && error.status === 401))
    return error;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return new Error(`${UPDATE_GAME_FAILED}${detail}`);
}
