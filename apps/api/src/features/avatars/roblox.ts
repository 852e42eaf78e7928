/**
 * Roblox avatar lookup (docs/product/players.md#avatars): username → user id → 420×420 headshot URL. Base
 * URLs come from the config so tests and e2e runs use a local fake server.
 */
import { AppError } from '../../lib/errors.ts';

export interface RobloxApis {
  usersApi: string;
  thumbnailsApi: string;
  timeoutMs: number;
}

/** Raised for any upstream trouble (network, timeout, non-2xx, unreadable body): answered as 502. */
export const upstreamFailed = () => new AppError('UPSTREAM', 'The Roblox avatar service is unavailable');

async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw upstreamFailed();
  }
  if (!response.ok) throw upstreamFailed();
  try {
    return await response.json();
  } catch {
    throw upstreamFailed();
  }
}

const firstOf = (body: unknown): Record<string, unknown> | undefined => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) && typeof data[0] === 'object' && data[0] !== null
    ? (data[0] as Record<string, unknown>)
    : undefined;
};

export async function findUserId(apis: RobloxApis, username: string): Promise<number | null> {
  const body = await fetchJson(
    `${apis.usersApi.replace(/\/$/, '')}/v1/usernames/users`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ usernames: [username], excludeBannedUsers: false }),
    },
    apis.timeoutMs,
  );
  const id = firstOf(body)?.id;
  return typeof id === 'number' ? id : null;
}

export type HeadshotResult = { kind: 'found'; url: string } | { kind: 'none' } | { kind: 'pending' };

export async function findHeadshot(apis: RobloxApis, userId: number): Promise<HeadshotResult> {
  const query = new URLSearchParams({ userIds: String(userId), size: '420x420', format: 'Png' });
  const body = await fetchJson(
    `${apis.thumbnailsApi.replace(/\/$/, '')}/v1/users/avatar-headshot?${query}`,
    { headers: { accept: 'application/json' } },
    apis.timeoutMs,
  );
  const item = firstOf(body);
  if (item?.state === 'Pending') return { kind: 'pending' };
  return typeof item?.imageUrl === 'string' && item.imageUrl !== ''
    ? { kind: 'found', url: item.imageUrl }
    : { kind: 'none' };
}
