import { ApiError } from '../../lib/api-client.ts';

export const UNKNOWN_ERROR = 'Unknown error';
export const RECALCULATION_LOGIN = 'You must be logged in to calculate records';
export const RECALCULATION_FAILED = 'Failed to calculate records';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The recalculation failure text (docs/product/records.md#errors): the error's message, then its error text,
 * then the server response's error, else 'Unknown error'. The server's answers in the admin portal's words:
 * without a session 'You must be logged in to calculate records'; a failure whose answer says nothing,
 * 'Failed to calculate records'.
 */
export function recalculationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return RECALCULATION_LOGIN;
    return error.serverMessage ?? RECALCULATION_FAILED;
  }
  if (typeof error !== 'object' || error === null) return text(error) ?? UNKNOWN_ERROR;
  const e = error as {
    message?: unknown;
    error?: unknown;
    response?: { error?: unknown; data?: { error?: unknown } };
  };
  return (
    text(e.message) ??
    text(e.error) ??
    text(e.response?.error) ??
    text(e.response?.data?.error) ??
    UNKNOWN_ERROR
  );
}
