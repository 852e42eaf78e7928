/**
 * Registration and login (docs/product/accounts.md#security). Both are rate limited per client address,
 * whoever is signed in (docs/product/settings.md#rate-limits): sign-ups SIGNUP_RATE_LIMIT per 30 minutes,
 * logins AUTH_RATE_LIMIT per minute. The counters live in this process only.
 */
import {
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
} from '@league/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perAddress } from '../../lib/rate-limits.ts';
import { logIn, registerUser } from './service.ts';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const limits = app.config.rateLimits;

  app.post(
    '/users/register',
    {
      config: {
        openToGuests: true,
        rateLimit: perAddress(limits.signUpsPer30Minutes, '30 minutes'),
        errors: [409],
        example: {
          body: (r) => ({
            username: r.unique('spikefan_88'),
            email: `${r.unique('spikefan88')}@example.org`,
            password: 'long-rallies-2027',
          }),
        },
      },
      schema: {
        tags,
        summary: 'Create an account (always role user)',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body);
      return reply.code(201).send({ message: 'User registered successfully', user });
    },
  );

  app.post(
    '/users/login',
    {
      config: {
        openToGuests: true,
        rateLimit: perAddress(limits.loginsPerMinute, '1 minute'),
        changesData: false,
        example: {
          body: async (r) => {
            const { username, password } = await r.member();
            return { username, password };
          },
        },
      },
      schema: {
        tags,
        summary: 'Log in; answers a Bearer token',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    (request) => logIn(app.db, app.tokens, request.body),
  );
}
