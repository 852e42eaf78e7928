/**
 * The one way the web app talks to the API: JSON in and out, the session's bearer token when one is
 * held, and failures turned into an ApiError that carries the server's `{message, error, code, errors?}`.
 */
import { noteReadAnswer } from './connection-status.ts';
import { getSession } from './session.ts';

export const GENERIC_ERROR_MESSAGE = 'Network response was not ok';

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldError[];
  /** The server's own message, when its body carried one (pages with their own fallback text use it). */
  readonly serverMessage: string | undefined;
  /** The whole error body, for extra fields some answers carry (e.g. `missingPlayers` of a stat upload). */
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage?: string,
    code?: string,
    errors: FieldError[] = [],
    body?: unknown,
  ) {
    super(serverMessage || GENERIC_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Skip the session token, e.g. for the login call itself. */
  anonymous?: boolean;
}

/** What a request is sent with: the browser's fetch, looked up at each call (tests replace it). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends every request through `send` instead: the server's render of a first view reads the API's
 * answers in process (src/entry-server.tsx), where there is no origin to fetch from.
 */
export function sendRequestsThrough(send: typeof fetch): void {
  transport = send;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, anonymous = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = anonymous ? null : getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await transport(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (method === 'GET') noteReadAnswer(response);
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body, signal }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * One page of a list and the list's total (docs/product/api-contract.md#lists-and-paging: bare array, total
 * in `X-Total-Count`).
 */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GET a paged list; without the header the total is the length of what came back. */
export async function apiGetPage<T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(path, { headers, signal });
  noteReadAnswer(response);
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  const items = Array.isArray(payload) ? (payload as T[]) : [];
  const total = Number(response.headers.get('X-Total-Count'));
  return {
    items,
    total: Number.isFinite(total) && response.headers.has('X-Total-Count') ? total : items.length,
  };
}

/** A file the API answered: its body and the name its Content-Disposition gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET a file (docs/product/api-contract.md#exports) with the session's token, so staff-only exports work
 * too; a refusal becomes an ApiError like any other call's.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(path, { headers });
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** The response's JSON body; undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An error body's own explanation: its `message`, else its `error` (legacy answers). */
export function bodyMessage(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { message, error } = payload as Record<string, unknown>;
  return (typeof message === 'string' && message) || (typeof error === 'string' && error) || undefined;
}

function toApiError(status: number, payload: unknown): ApiError {
  if (!payload || typeof payload !== 'object') return new ApiError(status);
  const body = payload as Record<string, unknown>;
  const message = bodyMessage(payload);
  const code = typeof body.code === 'string' ? body.code : undefined;
  const errors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  return new ApiError(status, message, code, errors, payload);
}

function isFieldError(value: unknown): value is FieldError {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.message === 'string' && (typeof item.path === 'string' || item.path === undefined);
}

/** Message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
