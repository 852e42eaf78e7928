/**
 * The login session (docs/product/accounts.md#session): the token under `authToken_v2` and the user under
 * `currentUser` in localStorage, restored on load. A corrupt or expired saved session is discarded.
 * Components read it with `useSession()`; the api client reads the token with `getSession()`.
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'authToken_v2';
export const USER_KEY = 'currentUser';

export interface SessionUser {
  id: number;
  username: string;
  /** Null for a member who joined with an outside account. */
  email: string | null;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  /** True right after the user pressed Logout, so login-only pages send them home, not to /login. */
  loggedOut: boolean;
}

const GUEST: Session = { token: null, user: null, loggedOut: false };
const listeners = new Set<() => void>();
let current: Session = readStoredSession();

export function getSession(): Session {
  return current;
}

export function startSession(token: string, user: SessionUser): void {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
  publish({ token, user, loggedOut: false });
}

/** Forgets the session; `byUser` marks a Logout press (as opposed to an expired or refused token). */
export function endSession({ byUser = false }: { byUser?: boolean } = {}): void {
  remove(TOKEN_KEY);
  remove(USER_KEY);
  publish(byUser ? { ...GUEST, loggedOut: true } : GUEST);
}

/** Clears the `loggedOut` mark once the user has left the page they logged out on. */
export function acknowledgeLogout(): void {
  if (current.loggedOut) publish({ ...current, loggedOut: false });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  // A page drawn by the server was drawn for a guest: adopted as such, then redrawn for who is signed in.
  return useSyncExternalStore(subscribeSession, getSession, () => GUEST);
}

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

function readStoredSession(): Session {
  const token = read(TOKEN_KEY);
  const rawUser = read(USER_KEY);
  if (!token || !rawUser) {
    if (token || rawUser) clearStorage();
    return GUEST;
  }
  const user = parseUser(rawUser);
  if (!user || isExpired(token)) {
    clearStorage();
    return GUEST;
  }
  return { token, user, loggedOut: false };
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const user = value as Record<string, unknown>;
    if (typeof user.username !== 'string' || !user.username || typeof user.role !== 'string') return null;
    return {
      id: typeof user.id === 'number' ? user.id : 0,
      username: user.username,
      email: typeof user.email === 'string' ? user.email : null,
      role: user.role,
      createdAt: typeof user.createdAt === 'string' ? user.createdAt : '',
      updatedAt: typeof user.updatedAt === 'string' ? user.updatedAt : '',
    };
  } catch {
    return null;
  }
}

/** Reads the `exp` claim of a JWT; a token that cannot be read is left for the server to judge. */
function isExpired(token: string): boolean {
  const part = token.split('.')[1];
  if (!part) return false;
  try {
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 < Date.now();
  } catch {
    return false;
  }
}

function clearStorage(): void {
  remove(TOKEN_KEY);
  remove(USER_KEY);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the session still lives for this page.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) {
      publish(readStoredSession());
    }
  });
}
