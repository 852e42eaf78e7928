import { AvatarParamSchema, AvatarSchema } from '@league/shared/schemas/avatars';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ExpiringCache } from './expiring-cache.ts';
import { findHeadshot, findUserId, type RobloxApis } from './roblox.ts';

const HOUR_MS = 60 * 60 * 1000;
const HIT_TTL_MS = 24 * HOUR_MS;
const MISS_TTL_MS = HOUR_MS;
const MAX_CACHED = 5000;
/** Roblox usernames: 3–20 letters, digits or underscores; anything else cannot have an avatar. */
const ROBLOX_USERNAME = /^[A-Za-z0-9_]{3,20}$/;

export async function avatarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const apis: RobloxApis = {
    usersApi: app.config.robloxUsersApi,
    thumbnailsApi: app.config.robloxThumbnailsApi,
    timeoutMs: 3000,
  };
  // One cache per app instance; null records a known miss. Concurrent lookups of a name share one request.
  const cache = new ExpiringCache<string | null>(MAX_CACHED);
  const inFlight = new Map<string, Promise<string | null>>();

  async function lookUp(username: string): Promise<string | null> {
    const userId = await findUserId(apis, username);
    if (userId === null) {
      cache.set(username, null, MISS_TTL_MS);
      return null;
    }
    const headshot = await findHeadshot(apis, userId);
    if (headshot.kind === 'pending') return null; // being rendered: worth asking again soon
    const url = headshot.kind === 'found' ? headshot.url : null;
    cache.set(username, url, url ? HIT_TTL_MS : MISS_TTL_MS);
    return url;
  }

  async function avatarUrlOf(name: string): Promise<string | null> {
    if (!ROBLOX_USERNAME.test(name)) return null;
    const key = name.toLowerCase();
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = lookUp(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  app.get(
    '/roblox/avatar/:username',
    {
      schema: {
        tags: ['avatars'],
        summary: "A Roblox user's headshot URL (cached: found a day, not found an hour)",
        description:
          '404 when there is no such user or avatar; 502 when Roblox fails or takes over 3 seconds.',
        params: AvatarParamSchema,
        response: { 200: AvatarSchema },
      },
    },
    async (request) => {
      const avatarUrl = await avatarUrlOf(request.params.username);
      if (!avatarUrl) throw notFound('Avatar');
      return { avatarUrl };
    },
  );
}
