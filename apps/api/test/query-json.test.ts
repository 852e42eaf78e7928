/**
 * queryJson (src/db/sql.ts): one JSON answer built in SQL (ADR 34). On the embedded database each query
 * text is kept as a named statement (ADR 36); these run on both engines and check the same answers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/client.ts';
import { queryJson, queryRows } from '../src/db/sql.ts';
import { openTestDatabase } from './helpers/test-app.ts';

let database: DbHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

const square = (n: number) =>
  sql`select json_build_object('n', ${n}::int, 'square', ${n}::int * ${n}::int) as json`;
const keptStatements = () =>
  queryRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements order by name`);

describe('queryJson', () => {
  it('answers the value the query built, each call with its own parameters', async () => {
    expect(await queryJson(database.db, square(3))).toEqual({ n: 3, square: 9 });
    expect(await queryJson(database.db, square(12))).toEqual({ n: 12, square: 144 });
    const at = new Date('2026-03-29T01:30:00.000Z');
    expect(
      await queryJson(
        database.db,
        sql`select json_build_object('day', (${at}::timestamptz at time zone 'UTC')::date) as json`,
      ),
    ).toEqual({ day: '2026-03-29' });
  });

  it('answers undefined without a row or for a null value', async () => {
    expect(await queryJson(database.db, sql`select '{}'::json as json where false`)).toBeUndefined();
    expect(await queryJson(database.db, sql`select null::json as json`)).toBeUndefined();
  });

  it('keeps one statement per text on the embedded database, none on PostgreSQL', async () => {
    const before = (await keptStatements()).length;
    const cube = (n: number) =>
      sql`select json_build_object('cube', ${n}::int * ${n}::int * ${n}::int) as json`;
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      expect(await queryJson(database.db, cube(n))).toEqual({ cube: n ** 3 });
    const after = await keptStatements();
    expect(after.length - before).toBe(database.kind === 'pglite' ? 1 : 0);
    expect(after.every((statement) => statement.name.startsWith('league_read_'))).toBe(true);
  });

  it('fails as a query fails, keeps nothing half-made and answers the next call', async () => {
    const before = await keptStatements();
    const broken = (day: string) => sql`select json_build_object('day', ${day}::date) as json`;
    await expect(queryJson(database.db, broken('not a day'))).rejects.toThrow(/date/);
    expect(await keptStatements()).toEqual(before);
    expect(await queryJson(database.db, broken('2026-11-24'))).toEqual({ day: '2026-11-24' });
  });

  it('answers inside a transaction, which holds the embedded engine', async () => {
    const value = await database.db.transaction((tx) => queryJson(tx, square(4)));
    expect(value).toEqual({ n: 4, square: 16 });
  });
});
