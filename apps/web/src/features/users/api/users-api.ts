import type { LoginBody, LoginResponse, Profile, RegisterBody } from '@league/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';

export function loginUser(body: LoginBody, signal?: AbortSignal): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/users/login', { method: 'POST', body, signal, anonymous: true });
}

export function registerUser(body: RegisterBody): Promise<{ message?: string; error?: string }> {
  return apiRequest('/api/users/register', { method: 'POST', body, anonymous: true });
}

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/api/users/profile', signal);
}

/** Keyed by token so a new login never sees the previous user's cached profile. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['users', 'profile', token],
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 30_000,
  });

export function useProfile(token: string | null) {
  return useQuery({ ...profileQueryOptions(token), enabled: Boolean(token) });
}
