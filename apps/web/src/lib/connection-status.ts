/**
 * Whether the page is showing what the service worker kept rather than live answers
 * (docs/product/offline.md#pages): the browser says it is offline, or the last API read was answered
 * from the cache (the worker marks those with SAVED_COPY_HEADER). Components read it with
 * `useConnectionStatus()`; the api client reports each read's answer with `noteReadAnswer()`.
 */
import { useSyncExternalStore } from 'react';
import { SAVED_COPY_HEADER } from './offline-cache-rules.ts';

export interface ConnectionStatus {
  offline: boolean;
  /** The latest read came from the cache although the browser believes it is online (server unreachable). */
  savedCopy: boolean;
}

/** What a page drawn by the server was drawn with; the browser then shows where it really is. */
const ONLINE: ConnectionStatus = { offline: false, savedCopy: false };
const listeners = new Set<() => void>();
let current: ConnectionStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  savedCopy: false,
};

function publish(next: ConnectionStatus): void {
  if (next.offline === current.offline && next.savedCopy === current.savedCopy) return;
  current = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => publish({ ...current, offline: true }));
  window.addEventListener('online', () => publish({ ...current, offline: false }));
}

/** Called with every GET answer the api client receives. */
export function noteReadAnswer(response: Response): void {
  publish({ ...current, savedCopy: response.headers.get(SAVED_COPY_HEADER) === '1' });
}

export function getConnectionStatus(): ConnectionStatus {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, getConnectionStatus, () => ONLINE);
}
