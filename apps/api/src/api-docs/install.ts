/**
 * The API document at /api/docs (browsable) and /api/docs/json (OpenAPI 3), made from the routes' own zod
 * schemas. On top of what the schemas say, each operation gets: its error responses with the one error
 * shape, whether it needs a token, a description for every parameter, `required` exactly as the validator
 * decides it, and a realistic example of its body and answer (captured from the demo league).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createComponentRegistry, keepUsedComponents } from './components.ts';
import { errorStatusesOf, isGuarded, keyScopeOf, STATUS_TEXT } from './error-statuses.ts';
import { type OpenApiDocument, withExamples } from './examples.ts';
import { describeParameter } from './parameters.ts';

const HOW_TO_AUTHENTICATE = [
  'Public reads need no token. Staff and member actions need a Bearer token:',
  '1. `POST /api/users/login` with `{"username": "…", "password": "…"}` answers `{token, user}`.',
  '2. Send it as `Authorization: Bearer <token>` (tokens expire after `JWT_EXPIRES_IN`, 7 days by default).',
  'Operations that need a token list the `bearer` security requirement; their 401 and 403 answers say why.',
  "Game servers submit results with a league API key instead (made by a superadmin on the portal's Settings page),",
  'sent as `Authorization: Bearer lk_…` or `X-League-Key: lk_…`; those operations list the `leagueKey` requirements.',
  'Every error answers `{message, error, code, errors?}` (the `ApiError` schema).',
].join('\n');

const ERROR_RESPONSE = { $ref: '#/components/schemas/ApiError' };

type JsonObject = Record<string, unknown> & {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
};

/** The API routes of each app as declared, for the document test. */
const routesOf = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every documented API operation of `app`: its method, URL (Fastify's form) and zod schemas. */
export function documentedRoutes(app: FastifyInstance): RouteOptions[] {
  return routesOf.get(app) ?? [];
}

export async function installApiDocs(app: FastifyInstance, siteName: string): Promise<void> {
  const routes: RouteOptions[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'HEAD' &&
      !hidden
    ) {
      routes.push(route);
    }
  });
  const schemaRegistry = createComponentRegistry();
  const zodTransform = createJsonSchemaTransform({ schemaRegistry });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      info: { title: `${siteName} API`, version: '1.0.0', description: HOW_TO_AUTHENTICATE },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          leagueKey: { type: 'http', scheme: 'bearer', bearerFormat: 'League API key (lk_…)' },
          leagueKeyHeader: { type: 'apiKey', in: 'header', name: 'X-League-Key' },
        },
      },
    },
    transform: (input) => {
      const output = zodTransform(input);
      if ((output.schema as { hide?: boolean }).hide || !input.route) return output;
      return {
        ...output,
        schema: documentOperation(input.route, output.schema as JsonObject) as FastifySchema,
      };
    },
    // The finished document: components named, unused ones dropped, examples placed.
    transformObject: (input) => withExamples(keepUsedComponents(withComponents(input) as OpenApiDocument)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

function documentOperation(route: RouteOptions, schema: JsonObject): JsonObject {
  const zod = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
  const out: JsonObject = { ...schema };
  for (const part of ['params', 'querystring'] as const) {
    const json = out[part] as JsonObject | undefined;
    if (json) out[part] = documentParameters(route, json, zod[part]);
  }
  const statuses = errorStatusesOf(route);
  // A guard needs the token; a 401 only from the service means the token is optional (it shows more).
  if (keyScopeOf(route)) out.security = [{ leagueKey: [] }, { leagueKeyHeader: [] }];
  else if (isGuarded(route)) out.security = [{ bearer: [] }];
  else if (statuses.includes(401)) out.security = [{}, { bearer: [] }];
  const response: Record<string, unknown> = { ...(out.response as Record<string, unknown> | undefined) };
  for (const status of statuses) {
    response[status] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_RESPONSE } },
    };
  }
  out.response = response;
  return out;
}

/** Descriptions from parameters.ts; `required` from what the validator itself accepts when the parameter is missing. */
function documentParameters(
  route: RouteOptions,
  json: JsonObject,
  zodObject: z.ZodType | undefined,
): JsonObject {
  const shape = objectShapeOf(zodObject);
  const properties: Record<string, Record<string, unknown>> = {};
  const required: string[] = [];
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const description = property.description ?? describeParameter(route, name);
    properties[name] = description ? { ...property, description } : property;
    const field = shape[name];
    if (field ? !field.safeParse(undefined).success : json.required?.includes(name)) required.push(name);
  }
  return { ...json, properties, required };
}

/** The fields of a parameter object, also when it is refined or transformed (a pipe from the object). */
function objectShapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current = schema as { shape?: Record<string, z.ZodType>; _zod?: { def: { in?: unknown } } } | undefined;
  while (current && !current.shape && current._zod?.def.in) current = current._zod.def.in as typeof current;
  return current?.shape ?? {};
}
