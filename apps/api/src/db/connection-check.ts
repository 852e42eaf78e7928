/** Whether the database answers, and why a PostgreSQL connection failed, in one readable line. */
import { sql } from 'drizzle-orm';
import type { DbHandle } from './client.ts';

/** Why a PostgreSQL connection failed, in words, from the driver's error code. */
function connectionProblem(err: unknown, connectTimeoutMs: number | undefined): string {
  // Drizzle wraps the driver's error; an AggregateError (IPv4 and IPv6 both refused) holds several.
  const outer = err as { cause?: unknown };
  const e = (outer.cause ?? err) as { code?: string; message?: string; errors?: { code?: string }[] };
  if (connectTimeoutMs !== undefined && isConnectTimeout(e))
    return `no answer within ${connectTimeoutMs / 1000} s`;
  const code = e.code ?? e.errors?.[0]?.code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ECONNRESET: 'connection reset',
    '28P01': 'password authentication failed',
    '28000': 'access denied',
    '3D000': 'the database does not exist',
  };
  return (code && reasons[code]) ?? e.message ?? String(err);
}

/** The pool's own error when connecting took longer than its connection timeout. */
export function isConnectTimeout(err: unknown): boolean {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /timeout/i.test(message) && /connect/i.test(message);
}

/**
 * Answers once the database takes a query; for PostgreSQL a failure becomes one readable line without
 * the password: "Cannot reach PostgreSQL at host:port: connection refused (check DATABASE_URL)".
 */
export async function checkDatabase(handle: DbHandle, databaseUrl?: string): Promise<void> {
  try {
    await handle.db.execute(sql`select 1`);
  } catch (err) {
    if (handle.kind !== 'postgres') throw err;
    let where = 'DATABASE_URL';
    try {
      const url = new URL(databaseUrl ?? '');
      where = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
    } catch {}
    throw new DatabaseUnreachableError(
      `Cannot reach PostgreSQL at ${where}: ${connectionProblem(err, handle.connectTimeoutMs)} (check DATABASE_URL)`,
    );
  }
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}
