/**
 * Realistic examples for the API document: the request bodies in capture-api-examples.ts, sent to a demo
 * league, and what it answered (arrays cut to their first items). `npm run docs:examples -w apps/api`
 * captures them again after a contract change; the document test fails when one no longer validates.
 */
import examples from './examples.json' with { type: 'json' };

export interface OperationExample {
  request?: unknown;
  response?: unknown;
}

const BY_ROUTE = examples as Record<string, OperationExample>;

/** The example of `METHOD /url` (Fastify's form, e.g. `GET /api/players/:id`), if one was captured. */
export function exampleOf(method: string, url: string): OperationExample | undefined {
  return BY_ROUTE[`${method} ${url}`];
}

export const EXAMPLE_ROUTES = Object.keys(BY_ROUTE);

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
};
export type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Puts each operation's example on its JSON request body and its success answer. */
export function withExamples<T extends OpenApiDocument>(document: T): T {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const example = exampleOf(method.toUpperCase(), url);
      const body = operation.requestBody?.content?.['application/json'];
      if (body && example?.request !== undefined) body.example = example.request;
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      const answer = success?.content?.['application/json'];
      if (answer && example?.response !== undefined) answer.example = example.response;
    }
  }
  return document;
}
