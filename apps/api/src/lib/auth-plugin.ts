/**
 * Who is asking: decorates every request with `request.user` (null for guests) from an optional Bearer
 * token, and `app.tokens` to sign new ones. Registered once at the root, before the features.
 *
 * The token carries only the user id; the user's current role is read from the database on each request,
 * so a demoted admin loses rights at once and a deleted user's token stops working. An invalid or expired
 * token makes the request a guest's: public routes still answer, guarded routes answer 401.
 *
 * It also reads every route as it is declared: its guards (moved before body validation), its rate limit
 * (every write route has one, by kind, lib/rate-limits.ts) and the route table the tests and the API
 * document walk.
 */
import rateLimit from '@fastify/rate-limit';
import type { Role } from '@league/shared/domain/league';
import type { LeagueKeyScope } from '@league/shared/schemas/api-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { users } from '../db/schema.ts';
import { createTokenSigner, resolveJwtSecret, type TokenSigner } from './auth-token.ts';
import type { AuthUser } from './auth-user.ts';
import { guardedRole, guardedScope, isGuard } from './guards.ts';
import { isLeagueKey } from './league-keys.ts';
import { applyRateLimitFact, byCaller, rateLimitedError } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /**
     * Every route as declared: its guard and what it says about itself (lib/route-facts.ts). The API
     * document and the tests that walk the routes (permissions, activity, change notices) read it.
     */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  guarded: boolean;
  /** The least role the route's guards let through; null without a guard (or for a game server's route). */
  role: Role | null;
  /** The league API key scope a game server's route asks for (guards.ts requireLeagueKey); else null. */
  scope: LeagueKeyScope | null;
  config: RouteOptions['config'];
  schema: RouteOptions['schema'];
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

async function loadUser(app: FastifyInstance, id: number): Promise<AuthUser | null> {
  const [row] = await app.db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

/**
 * Guards must run before body validation, so a guest gets 401 rather than a list of field errors (and
 * learns nothing about the body a write route expects). Whatever hook a route puts its guards in, they are
 * moved to its onRequest hooks, which run after the root hook below has read the token. Answers the
 * least role the route's guards let through (null when it has none) and the key scope a game server's
 * guard asks for.
 */
function hoistGuards(route: RouteOptions): { role: Role | null; scope: LeagueKeyScope | null } {
  const hooks = route as unknown as Record<string, unknown>;
  const found: unknown[] = [];
  for (const name of ['preParsing', 'preValidation', 'preHandler']) {
    const list = asList(hooks[name]);
    if (!list.some(isGuard)) continue;
    found.push(...list.filter(isGuard));
    const kept = list.filter((fn) => !isGuard(fn));
    hooks[name] = kept.length > 0 ? kept : undefined;
  }
  if (found.length > 0) hooks.onRequest = [...asList(hooks.onRequest), ...found];
  const onRequest = asList(hooks.onRequest);
  return { role: guardedRole(onRequest), scope: guardedScope(onRequest) };
}

const asList = (value: unknown): unknown[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

async function registerAuth(app: FastifyInstance): Promise<void> {
  const tokens = createTokenSigner(resolveJwtSecret(app.config), app.config.jwtExpiresIn);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('leagueKey', null);

  // Every write route gets its rate limit here, before the limiter's own onRoute hook reads `config.rateLimit`
  // (lib/rate-limits.ts); the guards are hoisted first, as the route's kind follows from them.
  const seen = new WeakMap<
    RouteOptions,
    { role: Role | null; scope: LeagueKeyScope | null; hooks: unknown[] }
  >();
  app.addHook('onRoute', (route) => {
    const { role, scope } = hoistGuards(route);
    applyRateLimitFact(route, role, scope, app.config.rateLimits);
    // A copy: the limiter pushes its hook onto the route's own list.
    seen.set(route, { role, scope, hooks: [...asList((route as { onRequest?: unknown }).onRequest)] });
  });
  // The IETF draft's RateLimit-Limit, -Remaining and -Reset headers on every limited answer; Retry-After on a 429.
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    keyGenerator: byCaller,
    errorResponseBuilder: rateLimitedError,
  });

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const { role, scope, hooks } = seen.get(route) ?? { role: null, scope: null, hooks: [] };
    // The limiter first, before the guards: a refused request counts too, and every answer carries the headers.
    const hooked = route as { onRequest?: unknown };
    const limiter = asList(hooked.onRequest).filter((fn) => !hooks.includes(fn));
    if (limiter.length > 0) hooked.onRequest = [...limiter, ...hooks];
    for (const method of asList(route.method)) {
      const { url, config, schema } = route;
      const guarded = role !== null || scope !== null;
      routeTable.push({ method: String(method), url, guarded, role, scope, config, schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.user = null;
    const token = bearerToken(request);
    // A game server's key is checked by its route's guard, not read as a member's session.
    if (!token || isLeagueKey(token)) return;
    const id = await tokens.verify(token);
    if (id !== null) request.user = await loadUser(app, id);
  });
}

// Runs in the parent's context (like fastify-plugin) so the decorators and hooks apply to every route.
(registerAuth as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const authPlugin = registerAuth;
