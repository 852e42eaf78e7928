/**
 * Signing in with Discord or Roblox (docs/product/accounts.md#sign-in-with-discord-or-roblox): which
 * providers the site offers, starting a sign-in or a link (the browser then goes to the provider), the
 * ticket traded for a session on return, and unlinking.
 */
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { AuthorizationStart, SignInMethods, SignInProviders } from '@league/shared/schemas/sign-in';
import type { LoginResponse } from '@league/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';

export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'sign-in-providers'],
    queryFn: ({ signal }) => api.get<SignInProviders>('/api/auth/providers', signal),
    // The providers change only with the server's settings.
    staleTime: 60 * 60_000,
  });

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}

export function startSignIn(provider: SignInProvider): Promise<AuthorizationStart> {
  return apiRequest<AuthorizationStart>(`/api/auth/${provider}/sign-in`, { method: 'POST', anonymous: true });
}

export function startLink(provider: SignInProvider): Promise<AuthorizationStart> {
  return api.post<AuthorizationStart>(`/api/auth/${provider}/link`);
}

export function redeemSignInTicket(ticket: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/session', {
    method: 'POST',
    body: { ticket },
    anonymous: true,
  });
}

export function unlinkAccount(provider: SignInProvider): Promise<SignInMethods> {
  return api.delete<SignInMethods>(`/api/users/linked-accounts/${provider}`);
}
