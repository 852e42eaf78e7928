/**
 * A cached public answer: its body, the response headers that belong to it and its safety-net expiry,
 * and how it is answered (304 on a matching If-None-Match, else the copy in the client's preferred
 * coding). Responses say `Cache-Control: public, no-cache`: browsers and proxies keep them but
 * revalidate (a 304 costs no body), so an edit shows on the next load.
 */
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cached-response-body.ts';
import { appendVary, matchesIfNoneMatch, preferredEncoding } from './http-cache.ts';

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** An entry's safety-net expiry is at least this many times what it took to build... */
export const TTL_PER_BUILD_TIME = 20;
/** ...but never more than this. */
export const MAX_TTL_MS = 60_000;
/** Response headers that are part of the cached answer. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-total-count'] as const;

export interface CachedAnswer extends CachedBody {
  headers: Record<string, string>;
  /** Body plus compressed copies, as counted against the cache's size. */
  bytes: number;
  expiresAt: number;
}

/** Safety-net lifetime: the configured one, longer for answers that take long to build. */
export function entryLifetimeMs(ttlMs: number, buildMs: number): number {
  return Math.max(ttlMs, Math.min(MAX_TTL_MS, buildMs * TTL_PER_BUILD_TIME));
}

/** The answer to keep for a body the route built, starting at `startedAt`. */
export function buildCachedAnswer(
  body: CachedBody,
  reply: FastifyReply,
  startedAt: number,
  ttlMs: number,
  clock: () => number,
): CachedAnswer {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const bytes = (body.identity?.length ?? 0) + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);
  const now = clock();
  return { ...body, headers, bytes, expiresAt: now + entryLifetimeMs(ttlMs, now - startedAt) };
}

/** Headers and body (or 304) of a cached answer; answers the body to send. */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
): Buffer | Readable | null {
  reply
    .headers(entry.headers)
    .header('etag', entry.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return null;
  }
  const coding = preferredEncoding(request.headers['accept-encoding'], {
    br: entry.br !== null,
    gzip: entry.gzip !== null,
  });
  if (coding === 'identity') {
    if (entry.identity) return entry.identity;
    // A large streamed answer keeps no text: inflate its gzip copy on the way out.
    reply.header('content-length', String(entry.length));
    return Readable.from([entry.gzip as Buffer]).pipe(createGunzip());
  }
  reply.header('content-encoding', coding);
  return coding === 'br' ? (entry.br as Buffer) : (entry.gzip as Buffer);
}
