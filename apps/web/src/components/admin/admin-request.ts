/**
 * Writes of the league-data pages (teams, players, games, stats): nothing is sent without a session
 * (docs/product/portal.md#errors 'You must be logged in to …'), PATCH failures read 'PATCH
 * /api/{resource}/{id} failed ({status}): {message}' (docs/product/portal.md#errors), and create failures
 * read '{what failed}: {server message}'. Failure texts otherwise come from ./failure-text.ts.
 */
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { isLoginMissing, LOGIN_REQUIRED, serverText } from './failure-text.ts';

/** The login-required messages of the data pages (docs/product/portal.md#errors). */
export const DATA_LOGIN_REQUIRED = {
  ...LOGIN_REQUIRED,
  createPlayers: 'You must be logged in to create players',
  uploadCsv: 'You must be logged in to upload CSV files',
  addStats: 'You must be logged in to add stats to games',
} as const;

/** Refused before anything is sent: there is no session token. */
export class LoginRequiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRequiredError';
  }
}

/** Throws the login-required message when no session is held. */
export function requireLogin(message: string): void {
  if (!getSession().token) throw new LoginRequiredError(message);
}

/**
 * '{fallback}: {server message}' for a failed create or upload, the login message when the session is
 * missing or refused, the fallback alone when the server said nothing.
 */
export function createFailureText(error: unknown, loginRequired: string, fallback: string): string {
  if (error instanceof LoginRequiredError || isLoginMissing(error)) return loginRequired;
  if (error instanceof ApiError && !error.serverMessage && error.errors.length === 0) return fallback;
  return `${fallback}: ${serverText(error, 'Unknown error occurred')}`;
}

/** POST a create body after the login check. */
export function postEntity<T>(path: string, body: unknown, loginRequired: string): Promise<T> {
  requireLogin(loginRequired);
  return apiRequest<T>(path, { method: 'POST', body });
}

/**
 * PATCH the changed fields of one row (docs/product/portal.md#api); a refused login stays an ApiError (status
 * 401).
 */
export async function patchEntity<T>(resource: string, id: number, changes: object): Promise<T> {
  requireLogin(LOGIN_REQUIRED.update);
  const path = `/api/${resource}/${id}`;
  try {
    return await apiRequest<T>(path, { method: 'PATCH', body: changes });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      throw new Error(
        `PATCH ${path} failed (${error.status}): ${serverText(error, `Error ${error.status}`)}`,
      );
    }
    throw error;
  }
}

/** DELETE one row; show failures with deleteFailureText (a 409 carries the server's reason). */
export async function deleteEntity(resource: string, id: number): Promise<void> {
  requireLogin(LOGIN_REQUIRED.delete);
  await apiRequest<unknown>(`/api/${resource}/${id}`, { method: 'DELETE' });
}
