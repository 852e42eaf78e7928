/**
 * The previous site's database, read-only: a connection from a `postgres://` URL (or, for tests and local
 * trials, an embedded PGlite folder given as `pglite:<folder>`), and the check that it really is a legacy
 * league database before anything is read from it.
 */
import { PGlite } from '@electric-sql/pglite';
import { STAT_FIELDS } from '@league/shared/domain/league';
import { SET_SCORE_KEYS } from '@league/shared/domain/standings-matches';
import pg from 'pg';
import { AppError } from '../lib/errors.ts';

/** What the reader needs from the legacy database: plain SQL answering rows. */
export interface LegacySource {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Tables and the columns the import reads from each (names as the old site spelled them). */
export const LEGACY_COLUMNS: Record<string, readonly string[]> = {
  seasons: ['id', 'seasonNumber', 'startDate', 'endDate', 'image', 'theme'],
  teams: ['id', 'name', 'logoUrl', 'placement', 'seasonId'],
  players: ['id', 'name', 'position'],
  teams_players: ['teamsId', 'playersId'],
  players_teams_teams: ['playersId', 'teamsId'],
  games: ['id', 'team1Score', 'team2Score', 'date', 'name', 'videoUrl', 'stage', 'seasonId'],
  teams_games: ['teamsId', 'gamesId'],
  stats: ['id', 'playerId', 'gameId', ...STAT_FIELDS],
  awards: ['id', 'description', 'type', 'imageUrl', 'seasonId', 'createdAt'],
  awards_players_players: ['awardsId', 'playersId'],
  matches: [
    'id',
    'matchNumber',
    'status',
    'round',
    'phase',
    'region',
    'date',
    'team1Score',
    'team2Score',
    ...SET_SCORE_KEYS,
    'challongeMatchId',
    'tags',
    'seasonId',
    'team1Name',
    'team2Name',
  ],
  records: ['id', 'record', 'type', 'rank', 'value', 'seasonId', 'playerId', 'gameId'],
  user: ['id', 'username', 'email', 'password', 'role', 'createdAt', 'updatedAt'],
  article: [
    'id',
    'title',
    'summary',
    'content',
    'imageUrl',
    'createdAt',
    'updatedAt',
    'approved',
    'likes',
    'authorId',
  ],
  article_likes: ['articleId', 'userId'],
};

const USAGE_HINT = 'Give it as --from postgres://USER@HOST:PORT/DATABASE';

/** Connects to the legacy database named by `from`; a malformed or unreachable address is a clear error. */
export async function openLegacySource(from: string): Promise<LegacySource> {
  if (from.startsWith('pglite:')) return openPgliteSource(from.slice('pglite:'.length));
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    throw new AppError('BAD_REQUEST', `"${from}" is not a connection address. ${USAGE_HINT}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new AppError(
      'BAD_REQUEST',
      `The legacy database address must start with postgres://. ${USAGE_HINT}`,
    );
  }
  if (!url.hostname || url.pathname.length <= 1) {
    throw new AppError('BAD_REQUEST', `The address needs a host and a database name. ${USAGE_HINT}`);
  }
  const client = new pg.Client({ connectionString: from, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw new AppError(
      'BAD_REQUEST',
      `Could not connect to the legacy database at ${url.hostname}:${url.port || 5432}${url.pathname}: ${(err as Error).message}`,
    );
  }
  // The import only reads; a read-only transaction makes that a promise the server keeps.
  await client.query('begin transaction isolation level repeatable read read only');
  return {
    async query<T>(text: string) {
      return (await client.query(text)).rows as T[];
    },
    async close() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}

async function openPgliteSource(dir: string): Promise<LegacySource> {
  if (!dir) throw new AppError('BAD_REQUEST', 'pglite: needs the folder of the embedded database');
  return pgliteSource(await PGlite.create(dir), true);
}

/** A legacy database hosted by PGlite (tests build one from schema.sql). */
export function pgliteSource(client: PGlite, owned = false): LegacySource {
  return {
    async query<T>(text: string) {
      return (await client.query<T>(text)).rows;
    },
    async close() {
      if (owned) await client.close();
    },
  };
}

/** Names every missing table and column at once, so one run tells what is wrong. */
export async function checkLegacySchema(source: LegacySource): Promise<void> {
  const rows = await source.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const present = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = present.get(r.table_name) ?? new Set<string>();
    set.add(r.column_name);
    present.set(r.table_name, set);
  }
  const missingTables: string[] = [];
  const missingColumns: string[] = [];
  for (const [table, columns] of Object.entries(LEGACY_COLUMNS)) {
    const found = present.get(table);
    if (!found) {
      missingTables.push(table);
      continue;
    }
    for (const c of columns) if (!found.has(c)) missingColumns.push(`${table}.${c}`);
  }
  if (missingTables.length === 0 && missingColumns.length === 0) return;
  const parts = [
    missingTables.length > 0 ? `missing tables: ${missingTables.join(', ')}` : '',
    missingColumns.length > 0 ? `missing columns: ${missingColumns.join(', ')}` : '',
  ].filter(Boolean);
  throw new AppError('BAD_REQUEST', `This is not a legacy league database (${parts.join('; ')}).`);
}
