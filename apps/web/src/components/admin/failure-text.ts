/**
 * The portal's failure wording (docs/product/portal.md#errors): 'You must be logged in to …' when there is no
 * session (or the server no longer accepts it), else the server's message or a fallback, with any field
 * errors listed.
 */
import { ApiError } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';

/** The login-required messages of docs/product/portal.md#errors, by what the user was doing. */
export const LOGIN_REQUIRED = {
  fetchUsers: 'You must be logged in to fetch users',
  fetchActivity: 'You must be logged in to read the activity log',
  changeRoles: 'You must be logged in to change user roles',
  update: 'You must be logged in to update items',
  delete: 'You must be logged in to delete items',
  create: 'You must be logged in to create items',
} as const;

export const SAVE_FAILED = 'Failed to save changes:';
export const DELETE_FAILED = 'Delete failed';
export const CREATE_FAILED = 'Create failed';

/** True when the request failed because there is no (longer a) valid login. */
export function isLoginMissing(error: unknown): boolean {
  return !getSession().token || (error instanceof ApiError && error.status === 401);
}

/** The server's message plus its field errors ('path: message'), or the fallback. */
export function serverText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const base = error.serverMessage ?? fallback;
    const details = error.errors
      .filter((item) => item.message !== base)
      .map((item) => (item.path ? `${item.path}: ${item.message}` : item.message));
    return details.length ? `${base} (${details.join('; ')})` : base;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A failure message: the login-required text when the login is missing, else the server's words. */
export function failureText(error: unknown, loginRequired: string, fallback: string): string {
  if (isLoginMissing(error)) return loginRequired;
  return serverText(error, fallback);
}

/**
 * 'Error {status}' plus the server's message when there is one (users page, docs/product/portal.md#errors).
 */
export function statusFailureText(error: unknown, loginRequired: string): string {
  if (isLoginMissing(error)) return loginRequired;
  if (error instanceof ApiError) {
    return error.serverMessage ? `Error ${error.status}: ${error.serverMessage}` : `Error ${error.status}`;
  }
  return serverText(error, 'An error occurred');
}

/** 'Failed to save changes: {message}' (docs/product/portal.md#inline-editing). */
export function saveFailureText(error: unknown): string {
  return `${SAVE_FAILED} ${failureText(error, LOGIN_REQUIRED.update, 'Unknown error occurred')}`;
}

/**
 * 'Delete failed: {message}' (docs/product/portal.md#errors), or a screen's own words for it ('Failed to
 * delete match').
 */
export function deleteFailureText(error: unknown, failed: string = DELETE_FAILED): string {
  if (isLoginMissing(error)) return LOGIN_REQUIRED.delete;
  return `${failed}: ${serverText(error, 'Unknown error occurred')}`;
}
