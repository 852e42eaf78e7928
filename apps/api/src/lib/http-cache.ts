/**
 * HTTP validators and content negotiation shared by the cached reads: weak ETags, If-None-Match and
 * the best encoding an Accept-Encoding header allows.
 */
import { createHash, type Hash } from 'node:crypto';

/**
 * A weak validator for a representation: two bodies that differ only in when they were generated are
 * the same data, so the caller hashes the data part and a page revalidating after an expiry still gets 304.
 */
export function weakEtagOf(text: string | Buffer): string {
  return weakEtagOfHash(createHash('sha256').update(text));
}

/** The same tag from a SHA-256 fed the body piece by piece (a streamed answer). */
export function weakEtagOfHash(hash: Hash): string {
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110 §13.1.2) with the weak comparison: `*`, or any listed tag equal ignoring W/. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Parsed headers by their text: browsers send one of a handful of values, parsed once each. */
const parsedHeaders = new Map<string, Map<string, number>>();
const MAX_PARSED_HEADERS = 64;

/** Quality of each coding the header names (RFC 9110 §12.5.3); `*` stands for the ones not named. */
function qualities(header: string): Map<string, number> {
  const known = parsedHeaders.get(header);
  if (known) return known;
  const map = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    map.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  if (parsedHeaders.size >= MAX_PARSED_HEADERS) parsedHeaders.clear();
  parsedHeaders.set(header, map);
  return map;
}

/** The coding to answer with among those available: brotli, then gzip, else none. */
export function preferredEncoding(
  header: string | undefined,
  available: { br: boolean; gzip: boolean },
): ContentCoding {
  if (!header) return 'identity';
  const q = qualities(header);
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (available.br && accepts('br')) return 'br';
  if (available.gzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}

/** Adds `value` to a reply's Vary header without dropping what another hook put there. */
export function appendVary(current: unknown, value: string): string {
  if (current === undefined) return value;
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  const names = existing
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === value.toLowerCase())) return names.join(', ');
  return [...names, value].join(', ');
}
