/**
 * What a backup and restore must keep: for every table of the schema, its row count, the sum of each of
 * its number columns (every stat counter, scores, likes, ranks, record values, ids), the sum of each of
 * its timestamps to the microsecond, and a digest of its text in primary-key order. Two databases with
 * equal fingerprints hold the same league as far as anything the site shows goes.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { OPERATIONAL_TABLES } from '../../src/db/backup.ts';
import { TABLES_IN_FOREIGN_KEY_ORDER } from '../../src/db/bulk-write.ts';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/sql.ts';

export type SiteFingerprint = Record<string, Record<string, number | string>>;

export async function siteFingerprint(db: Db): Promise<SiteFingerprint> {
  const fingerprint: SiteFingerprint = {};
  // The outbox is not in backups (db/backup.ts): a site is the same whatever it still has to send.
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER.filter((t) => !OPERATIONAL_TABLES.includes(t))) {
    const { name, columns, primaryKeys } = getTableConfig(table);
    const keys = columns.filter((c) => c.primary);
    const order = (keys.length > 0 ? keys : (primaryKeys[0]?.columns ?? [])).map((c) =>
      sql.identifier(c.name),
    );
    const id = (column: PgColumn) => sql.identifier(column.name);
    const figures = columns.flatMap((column) => {
      const as = sql.identifier(column.name);
      if (column.dataType === 'number') return [sql`coalesce(sum(${id(column)}), 0)::float8 as ${as}`];
      if (column.dataType === 'date')
        return [sql`coalesce(sum(extract(epoch from ${id(column)})), 0)::text as ${as}`];
      return [
        sql`md5(coalesce(string_agg(coalesce(${id(column)}::text, '<null>'), '|' order by ${sql.join(order, sql`, `)}), '')) as ${as}`,
      ];
    });
    const [row] = await queryRows<Record<string, number | string>>(
      db,
      sql`select count(*)::int as rows, ${sql.join(figures, sql`, `)} from ${sql.identifier(name)}`,
    );
    fingerprint[name] = row ?? {};
  }
  return fingerprint;
}
