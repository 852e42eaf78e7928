/**
 * One error path: services throw AppError; the handler in app.ts turns any error into
 * `{message, error, code, errors?}` with the right status and never leaks internals.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Extra machine-readable fields merged into the body, e.g. `missingPlayers` of a stat upload. */
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, errors?: FieldError[], details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.errors = errors;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, errors);
/** A 409; `errors` names the field whose value is taken, so a form can mark that field. */
export const conflict = (message: string, errors?: FieldError[]) => new AppError('CONFLICT', message, errors);
export const validationFailed = (errors: FieldError[]) =>
  new AppError('VALIDATION', 'Validation failed', errors);

export function errorBody(
  code: string,
  message: string,
  errors?: FieldError[],
  details?: Record<string, unknown>,
) {
  return { ...details, message, error: message, code, ...(errors ? { errors } : {}) };
}
