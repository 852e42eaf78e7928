/**
 * Input checks that hold for every route, so no route can forget them: text containing a NUL character
 * (U+0000) is refused before validation, wherever it arrives (path, query string, JSON body, at any depth).
 * PostgreSQL cannot store NUL in text, so letting it through turned bad input into a 500.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** The dotted path of the first string (or object key) holding a NUL, or undefined when there is none. */
export function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // JSON bodies are bounded by the body limit; the depth cap only keeps a hostile nesting off the stack.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function rejectNul(request: FastifyRequest): void {
  const where =
    findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
  if (where) throw new AppError('BAD_REQUEST', NUL_MESSAGE, [{ path: where, message: NUL_MESSAGE }]);
}

/** Runs after the route guards (onRequest) and body parsing, before schema validation. */
export function installStrictInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => rejectNul(request));
}
