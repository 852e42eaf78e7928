import { ApiError } from '../../lib/api-client.ts';

/**
 * What a refused login or sign-up says (docs/product/accounts.md#errors): the server's message, else
 * `fallback` ('Login failed', 'Signup failed'); a server that cannot be reached has its own line.
 */
export function authFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError
    ? (error.serverMessage ?? fallback)
    : 'Failed to connect to server. Please try again.';
}
