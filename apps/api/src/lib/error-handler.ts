import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { AppError, errorBody, type FieldError } from './errors.ts';

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE =
  "The league's database is not answering right now. Please try again in a moment.";

/** Maps every error to `{message, error, code, errors?}`; unknown errors become a bare 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(err.status).send(errorBody(err.code, err.message, err.errors, err.details));
    }
    if (isDatabaseUnavailable(err)) {
      // A client (or a load balancer) waits and tries again; the log says why, once per request.
      request.log.warn({ err: { message: err.message } }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const errors: FieldError[] = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send(errorBody('VALIDATION', 'Validation failed', errors));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request body is too large' : err.message || 'Bad request';
      return reply
        .code(status)
        .send(errorBody(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/** Longest path parameter the router accepts (Fastify's default); longer ones are a 414. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Errors the router raises before any route or hook runs (an undecodable `%` escape, an overlong path
 * parameter): same format as every other answer.
 */
export function frameworkErrorReply(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .code(414)
      .send(errorBody('URI_TOO_LONG', `A part of the address is longer than ${MAX_PARAM_LENGTH} characters`));
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(errorBody('BAD_REQUEST', 'The address is not valid: it has a malformed % escape'));
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) request.log.error({ err }, 'router error');
  return reply
    .code(status)
    .send(
      status === 500
        ? errorBody('INTERNAL', 'Something went wrong on our side. Please try again.')
        : errorBody('BAD_REQUEST', err.message || 'Bad request'),
    );
}

export function apiNotFound(method: string, url: string) {
  return errorBody('NOT_FOUND', `No API route ${method} ${url.split('?')[0]}`);
}
