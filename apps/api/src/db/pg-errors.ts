/**
 * PostgreSQL error codes of a failed query. Drizzle wraps the driver's error (DrizzleQueryError with a
 * `cause`), so the code is looked for along the cause chain. Services turn these into 409/400 answers:
 * a constraint met by a racing write must never surface as a 500.
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === FOREIGN_KEY_VIOLATION;

/** Socket errors of a database that is down, restarting or unreachable. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is checked whole). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The driver's own words for a connection that was lost or never made. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /pglite is closed/i,
];

/**
 * Whether a failed query failed because the database cannot be reached right now (down, restarting, full of
 * connections, silent), as opposed to a fault of the query: the API answers those 503 with a retry hint. A
 * call to another service that could not connect (`fetch failed`) is not the database's, whatever its code.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0 && seen.size < 20) {
    const e = pending.pop() as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    } | null;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (e.message === 'fetch failed' && (e as object) instanceof TypeError) return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((words) => words.test(e.message as string))
    )
      return true;
    pending.push(e.cause);
    // An AggregateError: IPv4 and IPv6 both refused.
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
  return false;
}
