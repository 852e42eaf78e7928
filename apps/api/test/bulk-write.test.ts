import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  getTableConfig,
  integer,
  type PgTable,
  pgTable,
  serial,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkWrite,
  DERIVED_TABLES,
  inForeignKeyOrder,
  type RowSource,
  TABLES_IN_FOREIGN_KEY_ORDER,
  tableName,
} from '../src/db/bulk-write.ts';
import type { Db } from '../src/db/client.ts';
import {
  articleLikes,
  articles,
  awards,
  games,
  players,
  seasons,
  stats,
  teams,
  users,
} from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { openTestDatabase } from './helpers/test-app.ts';

describe('TABLES_IN_FOREIGN_KEY_ORDER', () => {
  it('holds every table of the schema once, each after every table its foreign keys point to', () => {
    const names = TABLES_IN_FOREIGN_KEY_ORDER.map(tableName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['users', 'article_likes', 'stats', 'records', 'matches']));
    for (const [index, table] of TABLES_IN_FOREIGN_KEY_ORDER.entries()) {
      for (const fk of getTableConfig(table).foreignKeys) {
        const parent = TABLES_IN_FOREIGN_KEY_ORDER.indexOf(fk.reference().foreignTable);
        expect(parent, `${tableName(table)} after its parent`).toBeLessThan(index);
      }
    }
  });

  it('refuses a foreign-key cycle', () => {
    const a = pgTable('a', {
      id: serial('id').primaryKey(),
      b: integer('b').references((): AnyPgColumn => b.id),
    });
    const b = pgTable('b', {
      id: serial('id').primaryKey(),
      a: integer('a').references((): AnyPgColumn => a.id),
    });
    expect(() => inForeignKeyOrder([a, b])).toThrow('Foreign keys form a cycle');
  });
});

describe('bulkWrite', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    db = opened.database.db;
    dispose = opened.dispose;
  });
  afterAll(() => dispose());

  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;
  /** Writes the tables' rows in one transaction of the caller's. */
  const writeAll = (tables: [PgTable, RowSource][], options?: Parameters<typeof bulkWrite>[2]) =>
    db.transaction((tx) => bulkWrite(tx, new Map(tables), options));

  it('refuses the totals tables the triggers keep, and writes nothing', async () => {
    await expect(
      writeAll([
        [players, [{ id: 1, name: 'A' }]],
        [DERIVED_TABLES[0] as PgTable, []],
      ]),
    ).rejects.toThrow('player_season_totals is kept by the database');
    expect(await count('players')).toBe(0);
  });

  it('leaves nothing when a row fails part-way, inside the caller’s transaction', async () => {
    await expect(
      writeAll([
        [players, [{ id: 1, name: 'A' }]],
        [seasons, [{ id: 1, seasonNumber: -1, theme: 'x', startDate: '2024-01-01' }]],
      ]),
    ).rejects.toThrow();
    expect(await count('players')).toBe(0);
    expect(await count('seasons')).toBe(0);
  });

  it('writes parents first whatever the order given, keeps ids and timestamps, moves sequences', async () => {
    const calls: Array<[string, number]> = [];
    async function* statLines() {
      for (let game = 1; game <= 3; game++) yield { id: 10 + game, gameId: game, playerId: 7, digs: game };
    }
    const counts = await writeAll(
      [
        [articleLikes, [{ articleId: 5, userId: 40 }]],
        [stats, statLines()],
        [articles, [{ id: 5, title: 't', summary: 's', content: 'c', imageUrl: '', likes: 1, userId: 40 }]],
        [
          games,
          [1, 2, 3].map((id) => ({
            id,
            date: new Date('2024-02-01T18:00:00Z'),
            seasonId: 2,
            team1Id: 3,
            team2Id: 4,
            team1Score: 2,
            team2Score: id,
          })),
        ],
        [
          teams,
          [
            { id: 3, name: 'Red', seasonId: 2 },
            { id: 4, name: 'Blue', seasonId: 2 },
          ],
        ],
        [players, [{ id: 7, name: 'Seven' }]],
        [seasons, [{ id: 2, seasonNumber: 1, theme: 'x', startDate: '2024-01-01' }]],
        [
          users,
          [
            {
              id: 40,
              username: 'forty',
              email: 'f@example.com',
              passwordHash: 'h',
              createdAt: '2024-03-04T05:06:07.123456Z' as unknown as Date,
            },
          ],
        ],
      ],
      { batchRows: 2, onProgress: (table, rows) => calls.push([table, rows]) },
    );
    expect(counts).toEqual({
      users: 1,
      articles: 1,
      article_likes: 1,
      seasons: 1,
      teams: 2,
      players: 1,
      games: 3,
      stats: 3,
    });
    // Batches of two: progress after each one.
    expect(calls.filter(([table]) => table === 'games')).toEqual([
      ['games', 2],
      ['games', 3],
    ]);
    const [created] = await queryRows<{ micros: string }>(
      db,
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as micros from users`,
    );
    expect(created?.micros).toBe('2024-03-04 05:06:07.123456');
    // The triggers summed the lines as they arrived.
    const [totals] = await queryRows<{ games: number; sets: number; digs: number }>(
      db,
      sql`select games, sets, digs from player_season_totals where player_id = 7 and season_id = 2`,
    );
    expect(totals).toEqual({ games: 3, sets: 2 + 1 + 2 + 2 + 2 + 3, digs: 1 + 2 + 3 });
    // Sequences moved past the given ids; empty tables start at 1.
    const [user] = await db
      .insert(users)
      .values({ username: 'next', email: 'n@example.com', passwordHash: 'h' })
      .returning({ id: users.id });
    expect(user?.id).toBe(41);
    const [award] = await db
      .insert(awards)
      .values({ type: 'MVP', description: 'd', seasonId: 2 })
      .returning({ id: awards.id });
    expect(award?.id).toBe(1);
  });
});
