/**
 * A page's HTML answer, kept whole (docs/product/site.md#first-view): the page's HTML depends only on its
 * address, the visitor's theme choice (a cookie), the day and the league's data, never on who asks, so it
 * is drawn, written and compressed once (brotli and gzip) and a repeat request only writes bytes. Before,
 * every request resolved the page's metadata from the database, wrote its tags, stylesheets and view into
 * the template and compressed 50–160 KB of HTML with brotli: three quarters of a hit's time went to brotli
 * and the garbage it left (a CPU profile of the stats page under load), which held drawn pages at 1–2% of
 * a bare route serving the same bytes (`npm run bench -- --only http`).
 *
 * Only the compressed copies are kept (about a fifth and a sixth of the HTML): the rare client that takes
 * neither coding gets the gzip copy inflated, a fraction of a millisecond.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary, matchesIfNoneMatch, preferredEncoding, weakEtagOf } from '../lib/http-cache.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Compressed once per page and data change, so a better ratio than the per-request quality 5 pays: 7 is
 * about 5% smaller for no more time; 11 takes about a second per page, too long after each data change.
 */
const BROTLI_QUALITY = 7;
/** The HTML names the visitor's theme choice (a cookie) and comes compressed or not. */
const PAGE_VARY = 'Accept-Encoding, Cookie';
const HTML_TYPE = 'text/html; charset=utf-8';

/** A page as sent: a redirect, or its HTML with a validator and compressed copies. */
export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; etag: string; br: Buffer; gzip: Buffer };

/** The kept answer for `html`: its weak ETag and both compressed copies, made at once. */
export async function pageAnswerOf(status: number, html: string): Promise<PageAnswer> {
  const text = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipAsync(text),
  ]);
  return { kind: 'page', status, etag: weakEtagOf(text), br, gzip: gzipped };
}

/**
 * Answers a request with a kept page: 304 when the browser's copy matches (no body), else the copy in
 * the client's preferred coding, or the HTML itself for a client that takes neither.
 */
export function sendPageAnswer(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 308);
  const vary = reply.getHeader('vary');
  reply
    .code(answer.status)
    .header('cache-control', 'no-cache')
    .header('content-type', HTML_TYPE)
    .header('etag', answer.etag)
    .header(
      'vary',
      vary === undefined ? PAGE_VARY : appendVary(appendVary(vary, 'Accept-Encoding'), 'Cookie'),
    );
  if (answer.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const coding = preferredEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  if (coding === 'identity') return reply.send(gunzipSync(answer.gzip));
  return reply.header('content-encoding', coding).send(coding === 'br' ? answer.br : answer.gzip);
}
