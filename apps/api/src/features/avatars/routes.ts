import { AvatarParamSchema, AvatarSchema } from '@league/shared/schemas/avatars';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { cachedRead } from '../../lib/read-path.ts';
import { AVATAR_CACHE, createAvatarLookup, type Lookup } from './service.ts';

export async function avatarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One lookup (and cache) per app instance, keyed by the lower-case name: tests build several apps in one
  // process. Concurrent lookups of a name share one request.
  const avatarUrlOf = createAvatarLookup(
    { usersApi: app.config.robloxUsersApi, thumbnailsApi: app.config.robloxThumbnailsApi, timeoutMs: 3000 },
    { cache: cachedRead<Lookup>(app, 'avatars', AVATAR_CACHE) },
  );

  app.get(
    '/roblox/avatar/:username',
    {
      config: {
        errors: [502],
        example: { params: async (r) => ({ username: (await r.league()).player1.name }) },
      },
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
