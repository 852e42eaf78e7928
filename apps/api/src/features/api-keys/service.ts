/**
 * League API keys (docs/product/live.md#game-server-keys): superadmins make one per game place and revoke it
 * when it leaks or the place is gone. The whole key is in the answer that makes it and nowhere else: the
 * database and the activity log keep its first characters only.
 */
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@league/shared/schemas/api-keys';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { generateLeagueKey } from '../../lib/league-keys.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { type ApiKeyRow, findKeyRow, insertKeyRow, listKeyRows, markKeyRevoked } from './queries.ts';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiKey['scope'],
  prefix: row.prefix,
  createdBy: { id: row.createdBy, username: row.createdByName },
  createdAt: toIso(row.createdAt),
  lastUsedAt: row.lastUsedAt ? toIso(row.lastUsedAt) : null,
  revokedAt: row.revokedAt ? toIso(row.revokedAt) : null,
});

/** A key as the activity log keeps it: never the key itself. */
const keySnapshot = (key: ApiKey) => ({ name: key.name, scope: key.scope, prefix: key.prefix });

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  return (await listKeyRows(db)).map(toApiKey);
}

export async function createApiKey(
  db: Db,
  actor: AuthUser,
  body: Required<Pick<CreateApiKeyBody, 'name' | 'scope'>>,
): Promise<CreatedApiKey> {
  const { key, prefix, keyHash } = generateLeagueKey();
  const created = await staffWrite(db, actor, async (tx) => {
    const row = toApiKey(
      await insertKeyRow(tx, {
        name: body.name,
        scope: body.scope,
        prefix,
        keyHash,
        createdBy: actor.id,
        createdByName: actor.username,
      }),
    );
    return {
      result: row,
      activity: {
        kind: 'create',
        entityType: 'api-key',
        entityId: row.id,
        entityLabel: row.name,
        after: keySnapshot(row),
      },
    };
  });
  return {
    ...created,
    key,
    message: `Key ${created.name} created. Copy it now: it will not be shown again.`,
  };
}

/** Revoked at once for every instance: each call checks the key in the database. */
export async function revokeApiKey(db: Db, actor: AuthUser, id: number): Promise<ApiKey> {
  return staffWrite(db, actor, async (tx) => {
    const current = await findKeyRow(tx, id);
    if (!current) throw notFound('API key');
    if (current.revokedAt) throw conflict(`Key ${current.name} is already revoked`);
    const row = toApiKey((await markKeyRevoked(tx, id, new Date()))!);
    return {
      result: row,
      activity: {
        kind: 'revoke',
        entityType: 'api-key',
        entityId: id,
        entityLabel: row.name,
        before: { revokedAt: null },
        after: { revokedAt: row.revokedAt },
      },
    };
  });
}
