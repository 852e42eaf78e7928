/**
 * Sign in with Discord or Roblox, and link them from the profile
 * (docs/product/accounts.md#sign-in-with-discord-or-roblox):
 *   POST /api/auth/{provider}/sign-in | link  → the provider's consent page, the flow in a cookie
 *   GET  /api/auth/{provider}/callback        → back to /login (a ticket, or a failure) or /profile
 *   POST /api/auth/session                    → the ticket traded for a session, as a login answers
 */
import cookie from '@fastify/cookie';
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import { paths } from '@league/shared/pages';
import {
  AuthorizationStartSchema,
  ProviderCallbackQuerySchema,
  ProviderParamSchema,
  SignInMethodsSchema,
  SignInProvidersSchema,
  SignInTicketBodySchema,
} from '@league/shared/schemas/sign-in';
import { LoginResponseSchema } from '@league/shared/schemas/users';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../../lib/auth-token.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { unlinkAccount } from './linked-account-service.ts';
import { openSession } from './service.ts';
import {
  completeAuthorization,
  createSignInSeals,
  issueSignInTicket,
  listSignInProviders,
  redeemSignInTicket,
  type SignInIntent,
  startAuthorization,
} from './sign-in-service.ts';

/** The cookie holding a sign-in's flow; only /api/auth receives it. */
const FLOW_COOKIE = 'league_sign_in_flow';

const TICKET_EXPIRED = 'This sign-in has expired. Please sign in again.';

export async function signInRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(cookie);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const seals = createSignInSeals(resolveJwtSecret(app.config));
  const cookieOptions = {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries the cookie; other sites' requests do not.
    sameSite: 'lax' as const,
    secure: app.config.league.publicUrl.startsWith('https:'),
    path: '/api/auth',
  };

  async function start(
    reply: FastifyReply,
    provider: SignInProvider,
    intent: SignInIntent,
    userId: number | null,
  ) {
    const started = await startAuthorization(app.config, seals, provider, intent, userId);
    reply.setCookie(FLOW_COOKIE, started.flowCookie, { ...cookieOptions, maxAge: started.maxAgeSeconds });
    return { authorizationUrl: started.authorizationUrl };
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'The outside accounts members may sign in with on this site',
        response: { 200: SignInProvidersSchema },
      },
    },
    () => listSignInProviders(app.config),
  );

  app.post(
    '/auth/:provider/sign-in',
    {
      config: {
        openToGuests: true,
        changesData: false,
        errors: [404],
        parameters: { provider: 'The outside account: `discord` or `roblox`.' },
        example: { params: { provider: 'discord' } },
      },
      schema: {
        tags,
        summary: "Start signing in with an outside account: answers the provider's consent page",
        description:
          'Sets a short-lived http-only cookie holding the state and the PKCE verifier; the provider sends ' +
          'the browser back to /api/auth/{provider}/callback. 404 when the provider is not configured.',
        params: ProviderParamSchema,
        response: { 200: AuthorizationStartSchema },
      },
    },
    (request, reply) => start(reply, request.params.provider, 'sign-in', null),
  );

  app.post(
    '/auth/:provider/link',
    {
      onRequest: requireUser,
      config: {
        changesData: false,
        errors: [404],
        parameters: { provider: 'The outside account to link: `discord` or `roblox`.' },
        example: { params: { provider: 'roblox' } },
      },
      schema: {
        tags,
        summary: "Start linking an outside account to the caller's account",
        description: 'As the sign-in start; the callback links the account and goes back to the profile.',
        params: ProviderParamSchema,
        response: { 200: AuthorizationStartSchema },
      },
    },
    (request, reply) => start(reply, request.params.provider, 'link', currentUser(request).id),
  );

  app.get(
    '/auth/:provider/callback',
    {
      // A browser's stop, not an API: the answer is always a redirect to a page.
      schema: { hide: true, params: ProviderParamSchema, querystring: ProviderCallbackQuerySchema },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const flowCookie = request.cookies[FLOW_COOKIE];
      // A flow is used once, whatever happens: a replayed answer finds no flow.
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      const outcome = await completeAuthorization(
        app.db,
        app.config,
        seals,
        provider,
        flowCookie,
        request.query,
      );
      switch (outcome.kind) {
        case 'signed-in': {
          const ticket = await issueSignInTicket(seals, outcome.userId);
          return reply.redirect(`${paths.login()}#signInTicket=${encodeURIComponent(ticket)}`);
        }
        case 'linked':
          return reply.redirect(`${paths.profile()}?linked=${provider}`);
        case 'failed': {
          request.log.info({ provider, failure: outcome.failure }, 'sign-in with a provider failed');
          const page =
            outcome.intent === 'link' ? `${paths.profile()}?linkError=` : `${paths.login()}?signInError=`;
          return reply.redirect(`${page}${outcome.failure}&provider=${provider}`);
        }
      }
    },
  );

  app.delete(
    '/users/linked-accounts/:provider',
    {
      onRequest: requireUser,
      config: {
        errors: [404, 409],
        parameters: { provider: 'The linked account to remove: `discord` or `roblox`.' },
        example: {
          given: (r) => r.linkedAccount('discord'),
          params: { provider: 'discord' },
          refused: { params: { provider: 'roblox' }, status: 404 },
        },
      },
      schema: {
        tags,
        summary: "Unlink one of the caller's outside accounts, while another way to sign in remains",
        description:
          '409 when it is the last way to sign in (no password and no other linked account); 404 when the ' +
          'caller has no account of that provider linked. Answers how the caller signs in now.',
        params: ProviderParamSchema,
        response: { 200: SignInMethodsSchema },
      },
    },
    (request) => unlinkAccount(app.db, currentUser(request).id, request.params.provider),
  );

  app.post(
    '/auth/session',
    {
      config: {
        openToGuests: true,
        changesData: false,
        errors: [401],
        example: { body: async (r) => ({ ticket: await r.signInTicket() }) },
      },
      schema: {
        tags,
        summary: 'Trade the ticket a sign-in with an outside account ended with for a session',
        description: 'Answers as POST /api/users/login does; a ticket lasts two minutes.',
        body: SignInTicketBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const userId = await redeemSignInTicket(seals, request.body.ticket);
      if (userId === null) throw new AppError('UNAUTHORIZED', TICKET_EXPIRED);
      return openSession(app.db, app.tokens, userId);
    },
  );
}
