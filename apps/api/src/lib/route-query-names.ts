/**
 * Which query names a route reads, told from its querystring schema. The public read cache stores only
 * URLs whose every query name the route reads: a made-up name (a cache-busting counter) would give every
 * request a key of its own, and so let any client flush the cache.
 */
import type { FastifyRequest } from 'fastify';

interface SchemaLike {
  _zod?: { def?: { type?: string; shape?: object; in?: unknown; innerType?: unknown } };
  properties?: object;
}

const namesByQuerySchema = new WeakMap<object, ReadonlySet<string> | null>();

/**
 * The query names a route's querystring schema accepts (a zod object, possibly refined, transformed or
 * made optional; or a JSON schema's properties); null when its shape cannot be told.
 */
function acceptedQueryNames(schema: object): ReadonlySet<string> | null {
  if (namesByQuerySchema.has(schema)) return namesByQuerySchema.get(schema) ?? null;
  let names: ReadonlySet<string> | null = null;
  let current = schema as SchemaLike | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current._zod?.def;
    if (!def) {
      if (current.properties) names = new Set(Object.keys(current.properties));
      break;
    }
    if (def.type === 'object' && def.shape) {
      names = new Set(Object.keys(def.shape));
      break;
    }
    current = (def.type === 'pipe' ? def.in : def.innerType) as SchemaLike | undefined;
  }
  namesByQuerySchema.set(schema, names);
  return names;
}

/**
 * True when every name in the URL's query is one the route reads. A made-up name (a cache-busting
 * counter) would give every request a key of its own.
 */
export function readsEveryQueryName(request: FastifyRequest): boolean {
  const start = request.url.indexOf('?');
  if (start < 0 || start === request.url.length - 1) return true;
  const schema = request.routeOptions.schema?.querystring;
  if (!schema || typeof schema !== 'object') return false;
  const names = acceptedQueryNames(schema);
  if (names === null) return true;
  for (const name of new URLSearchParams(request.url.slice(start + 1)).keys()) {
    if (!names.has(name)) return false;
  }
  return true;
}
