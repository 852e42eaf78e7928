export const UNKNOWN_ERROR = 'Unknown error';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The recalculation failure text (docs/product/records.md#errors): the error's message, then its error text,
 * then the server response's error, else 'Unknown error'.
 */
export function recalculationErrorMessage(error: unknown): string {
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
