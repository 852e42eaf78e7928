/**
 * Security headers, computed once. Helmet's middleware sets the same static headers on every response
 * (and @fastify/helmet even rebuilds it per request); here it runs once at start against a recording
 * response, and each request gets the recorded headers in one call.
 *
 * Three sets: pages (and the API docs) get Helmet's full set with the site's Content-Security-Policy
 * (csp.ts), which no other site may frame; the embeds the same set framable by any site; JSON under /api gets the five headers that matter for data, with a stricter policy
 * (`default-src 'none'; frame-ancestors 'none'`). A third of the header bytes and count: on the small
 * cached reads, writing headers is a large part of the work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_PREFIX } from '@league/shared/domain/embeds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy, embedContentSecurityPolicy } from './csp.ts';

export type HeaderSet = Readonly<Record<string, string>>;

/** The headers a Helmet configuration sets, recorded from one run of its middleware. */
export function recordHelmetHeaders(options: Parameters<typeof helmet>[0]): HeaderSet {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const SITE_SECURITY_HEADERS = recordHelmetHeaders({
  contentSecurityPolicy: { directives: contentSecurityPolicy() },
  // Older browsers read this instead of frame-ancestors: no site frames a page, not even this one.
  xFrameOptions: { action: 'deny' },
});

/**
 * The embeds (docs/product/feeds-and-embeds.md#framing): the page set, but any site may frame them
 * (frame-ancestors *, no X-Frame-Options) and fetch them from a page that isolates itself (CORP
 * cross-origin). Their own policy allows no script at all.
 */
export const EMBED_SECURITY_HEADERS = recordHelmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: embedContentSecurityPolicy() },
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/**
 * JSON needs only what governs how a browser may treat a response that is not a document: no sniffing,
 * no rendering or framing (CSP and X-Frame-Options for older browsers), no cross-origin no-cors reads,
 * and HSTS (learned from any response). The document-only headers (opener policy, origin-agent-cluster,
 * referrer policy, DNS prefetch, IE download and XSS filter switches, Flash policies) are left to pages.
 */
export const API_SECURITY_HEADERS = recordHelmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** JSON routes: everything under /api but the interactive docs, which are a page. */
function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** onRequest hook: the request's header set, before any route or cache answers. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const { url } = request;
  reply.headers(
    isApiData(url)
      ? API_SECURITY_HEADERS
      : url.startsWith(EMBED_PREFIX)
        ? EMBED_SECURITY_HEADERS
        : SITE_SECURITY_HEADERS,
  );
  done();
}
