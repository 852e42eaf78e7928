/**
 * Roblox avatars by username, kept per app instance: a found headshot for a day, a known miss for an hour,
 * a headshot still being rendered not at all. Concurrent lookups of a name share one request.
 * When Roblox fails (error, timeout), that is remembered for a short while: look-ups of names not in the
 * cache answer 502 at once instead of each waiting for the same failure (a players page asks for 25).
 */
import { ExpiringCache } from '../../lib/expiring-cache.ts';
import type { CachedRead, CachedReadOptions } from '../../lib/read-path.ts';
import { findHeadshot, findUserId, type RobloxApis, upstreamFailed } from './roblox.ts';

const HOUR_MS = 60 * 60 * 1000;
const HIT_TTL_MS = 24 * HOUR_MS;
const MISS_TTL_MS = HOUR_MS;
const MAX_CACHED = 5000;
/** How long a Roblox failure keeps new look-ups from being sent. */
export const UPSTREAM_FAILURE_MEMORY_MS = 30_000;
/** Roblox usernames: 3–20 letters, digits or underscores; anything else cannot have an avatar. */
const ROBLOX_USERNAME = /^[A-Za-z0-9_]{3,20}$/;

/** One lookup's answer (null: no such user or avatar) and how long it may be kept. */
export interface Lookup {
  url: string | null;
  keepMs: number;
}

/** The avatars' cache: not league data, so only its lifetimes clear it (docs/decisions/0040-one-freshness-map.md). */
export const AVATAR_CACHE: CachedReadOptions<Lookup> = {
  ttlMs: MISS_TTL_MS,
  maxEntries: MAX_CACHED,
  ttlOf: (lookup) => lookup.keepMs,
  follows: 'time',
};

export type AvatarLookup = (username: string) => Promise<string | null>;

/** The headshot URL of a Roblox username, or null when there is none. */
export function createAvatarLookup(
  apis: RobloxApis,
  {
    failureMemoryMs = UPSTREAM_FAILURE_MEMORY_MS,
    now = Date.now,
    // The app passes its registered cache (routes.ts); a lookup made alone keeps its own.
    cache = unregistered(),
  }: { failureMemoryMs?: number; now?: () => number; cache?: Pick<CachedRead<Lookup>, 'get'> } = {},
): AvatarLookup {
  /** Until when Roblox counts as down (0: not known to be). */
  let downUntil = 0;

  async function lookUp(username: string): Promise<Lookup> {
    if (now() < downUntil) throw upstreamFailed();
    try {
      return await ask(username);
    } catch (err) {
      downUntil = now() + failureMemoryMs;
      throw err;
    }
  }

  async function ask(username: string): Promise<Lookup> {
    const userId = await findUserId(apis, username);
    if (userId === null) return { url: null, keepMs: MISS_TTL_MS };
    const headshot = await findHeadshot(apis, userId);
    // Being rendered: worth asking again soon, so it is not kept.
    if (headshot.kind === 'pending') return { url: null, keepMs: 0 };
    const url = headshot.kind === 'found' ? headshot.url : null;
    return { url, keepMs: url ? HIT_TTL_MS : MISS_TTL_MS };
  }

  return async function avatarUrlOf(name: string): Promise<string | null> {
    if (!ROBLOX_USERNAME.test(name)) return null;
    const key = name.toLowerCase();
    return (await cache.get(key, () => lookUp(key))).url;
  };
}

function unregistered(): Pick<CachedRead<Lookup>, 'get'> {
  const entries = new ExpiringCache<Lookup>(AVATAR_CACHE);
  return { get: (key, load) => entries.getOrLoad(key, load) };
}
