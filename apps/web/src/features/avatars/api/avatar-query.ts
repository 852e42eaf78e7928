import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

interface AvatarResponse {
  avatarUrl: string;
}

/** The game-platform headshot of a username, or null when there is none (404) or the lookup fails. */
export async function fetchAvatarUrl(username: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const body = await api.get<AvatarResponse>(`/api/roblox/avatar/${encodeURIComponent(username)}`, signal);
    return typeof body?.avatarUrl === 'string' && body.avatarUrl ? body.avatarUrl : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export const avatarQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['avatars', username.toLowerCase()],
    queryFn: ({ signal }) => fetchAvatarUrl(username, signal),
    // Avatars change rarely and the server caches them for a day.
    staleTime: 60 * 60_000,
    retry: false,
  });

export function useAvatarUrl(username: string | null | undefined) {
  return useQuery({ ...avatarQueryOptions(username ?? ''), enabled: Boolean(username) });
}
