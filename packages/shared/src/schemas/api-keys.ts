/**
 * League API keys (docs/product/live.md#game-server-keys): made and revoked by superadmins on the portal's
 * Settings page, sent by game servers with their results. A key is shown once, in the answer that made it.
 */
import { z } from 'zod';
import { IsoDateTime } from './common.ts';

/** What a key may do. Today one thing: submit results from a game server. */
export const LEAGUE_KEY_SCOPES = ['results:submit'] as const;
export type LeagueKeyScope = (typeof LEAGUE_KEY_SCOPES)[number];

export const LEAGUE_KEY_SCOPE_LABELS: Record<LeagueKeyScope, string> = {
  'results:submit': 'Submit results',
};

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(LEAGUE_KEY_SCOPES),
  /** The key's first characters (`lk_` and eight more), enough to tell keys apart; never the whole key. */
  prefix: z.string(),
  createdBy: z.object({ id: z.number().int().nullable(), username: z.string() }),
  createdAt: IsoDateTime,
  lastUsedAt: IsoDateTime.nullable(),
  revokedAt: IsoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const API_KEY_NAME_MESSAGE = 'Name the key (1 to 60 characters), e.g. the game place it is for';

export const CreateApiKeyBodySchema = z.object({
  name: z
    .string({ error: API_KEY_NAME_MESSAGE })
    .trim()
    .min(1, API_KEY_NAME_MESSAGE)
    .max(60, API_KEY_NAME_MESSAGE),
  scope: z
    .enum(LEAGUE_KEY_SCOPES, { error: `scope must be one of: ${LEAGUE_KEY_SCOPES.join(', ')}` })
    .default('results:submit'),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

/** The answer that makes a key: the only time the whole key is shown. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string(), message: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
