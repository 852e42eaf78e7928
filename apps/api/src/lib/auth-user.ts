/**
 * Who is asking: the user behind a request's Bearer token, or null for a guest. The auth plugin
 * (auth-plugin.ts) fills `request.user`; the guards (guards.ts) and the services read it. It lives apart
 * from both so that they depend on it and not on each other.
 */
import type { Role } from '@league/shared/domain/league';

export interface AuthUser {
  id: number;
  username: string;
  /** Null for a member who joined with an outside account. */
  email: string | null;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
