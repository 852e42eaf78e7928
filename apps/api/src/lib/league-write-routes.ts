/**
 * The staff writes of the league's records (seasons, teams, players, games, stat lines, awards) share their
 * guard, their activity entry, their params and their answer's status: creating and editing need an admin,
 * deleting a superadmin (`league:write` / `league:delete`, docs/product/games.md#permissions and the like).
 * Each route still declares its own facts in one call: URL, summary, errors, example, schemas and service.
 *
 *   declareLeagueEdit(app, '/teams/:id', {
 *     entityType: 'team', tags, errors: [409], summary: 'Edit a team',
 *     example: { params: async (r) => ({ id: (await r.league()).team1.id }), body: { placement: '1st' } },
 *     body: UpdateTeamBodySchema, response: TeamDetailSchema, edit: editTeam,
 *   });
 */
import type { ActivityEntityType, ActivityKind } from '@league/shared/schemas/activity';
import { IdParamSchema } from '@league/shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from './auth-user.ts';
import { currentUser, requirePermission } from './guards.ts';
import type { RouteExample } from './route-facts.ts';

type Db = FastifyInstance['db'];

/** What every league write route says about itself. */
interface LeagueWrite<R extends z.ZodType> {
  entityType: ActivityEntityType;
  tags: string[];
  summary: string;
  description?: string;
  /** Error statuses only the service knows (route-facts.ts). */
  errors?: readonly number[];
  example: RouteExample;
  /** The answer on success. */
  response: R;
}

type Answer<R extends z.ZodType> = Promise<z.input<R>>;

interface IdRequest {
  params: { id: number };
  body: unknown;
}

/** Registers one league write: its guard, activity entry and schemas from `kind`, its facts from `route`. */
function declare<R extends z.ZodType>(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  kind: ActivityKind,
  route: LeagueWrite<R> & { body?: z.ZodType },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const { entityType, tags, summary, description, errors, example, response, body } = route;
  const status = method === 'POST' ? 201 : 200;
  const schema: FastifySchema = {
    tags,
    summary,
    ...(description ? { description } : {}),
    ...(method === 'POST' ? {} : { params: IdParamSchema }),
    ...(body ? { body } : {}),
    response: { [status]: response },
  };
  app.route({
    method,
    url,
    onRequest: requirePermission(kind === 'delete' ? 'league:delete' : 'league:write'),
    config: { activity: { kind, entityType }, ...(errors ? { errors } : {}), example },
    schema,
    handler,
  });
}

/** POST `url` (an admin): creates from the body and answers 201 with what was made. */
export function declareLeagueCreate<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: LeagueWrite<R> & { body: B; create: (db: Db, user: AuthUser, body: z.output<B>) => Answer<R> },
): void {
  declare(app, 'POST', url, 'create', route, async (request, reply) =>
    reply.code(201).send(await route.create(app.db, currentUser(request), request.body as z.output<B>)),
  );
}

/** PATCH `url` with an `:id` (an admin): applies the body's changed fields and answers the edited record. */
export function declareLeagueEdit<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  url: `${string}/:id`,
  route: LeagueWrite<R> & {
    body: B;
    edit: (db: Db, user: AuthUser, id: number, body: z.output<B>) => Answer<R>;
  },
): void {
  declare(app, 'PATCH', url, 'edit', route, (request) => {
    const { params, body } = request as FastifyRequest & IdRequest;
    return route.edit(app.db, currentUser(request), params.id, body as z.output<B>);
  });
}

/** DELETE `url` with an `:id` (a superadmin): answers what `remove` says was deleted. */
export function declareLeagueDelete<R extends z.ZodType>(
  app: FastifyInstance,
  url: `${string}/:id`,
  route: LeagueWrite<R> & { remove: (db: Db, user: AuthUser, id: number) => Answer<R> },
): void {
  declare(app, 'DELETE', url, 'delete', route, (request) => {
    const { params } = request as FastifyRequest & IdRequest;
    return route.remove(app.db, currentUser(request), params.id);
  });
}

/** The answer of a delete whose service returns nothing: `{ message: '<Noun> deleted', id }`. */
export const deleted =
  (noun: string, remove: (db: Db, user: AuthUser, id: number) => Promise<unknown>) =>
  async (db: Db, user: AuthUser, id: number) => {
    await remove(db, user, id);
    return { message: `${noun} deleted`, id };
  };
