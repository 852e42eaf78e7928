/**
 * What the service worker keeps for offline reading and how it marks a kept answer
 * (docs/product/offline.md#rules-and-constants). Shared by the worker (src/service-worker.ts) and the page
 * (src/lib/connection-status.ts), so both sides agree on one header name.
 */

/** Set on an answer the service worker served from its cache instead of the network. */
export const SAVED_COPY_HEADER = 'X-Saved-Copy';

/**
 * API paths never stored: accounts and sign-in, a member's own player-page claim, the staff API, a member's own
 * like, Web Push (a browser's subscription and the push log), health, the API document, the live stream (an
 * answer that never ends) and the league API keys. Everything else under /api that is read with GET is a public
 * league read.
 */
const UNCACHED_API = [
  /^\/api\/live(\/|$)/,
  /^\/api\/api-keys(\/|$)/,
  /^\/api\/admin(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/users(\/|$)/,
  /^\/api\/player-claims(\/|$)/,
  /^\/api\/health(\/|$)/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/articles\/[^/]+\/like-status$/,
  /^\/api\/push(\/|$)/,
];

export function isCachedApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && !UNCACHED_API.some((pattern) => pattern.test(pathname));
}

/** Pages are every path the web app answers: not the API, calendar feeds or the build's files. */
export function isCachedPagePath(pathname: string): boolean {
  return !/^\/(api|calendar|assets)(\/|$)/.test(pathname) && !/^\/calendar\.ics$/.test(pathname);
}

/**
 * The cache key of an answer read with a token: the URL plus a digest of the token, so one device's
 * member, staff and anonymous views never stand in for each other.
 */
export function savedCopyCacheKey(url: string, tokenDigest: Uint8Array): string {
  const hex = Array.from(tokenDigest.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${url}${url.includes('?') ? '&' : '?'}__viewer=${hex}`;
}
