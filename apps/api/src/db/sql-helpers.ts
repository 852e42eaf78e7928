/**
 * Small SQL fragments shared by the read queries.
 */
import { type Column, ilike, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: one bound parameter whatever the number of ids, so a long list never
 * hits the driver's parameter limit (as `in (…)` with one parameter per id would).
 */
export function anyId(column: Column | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** Case-insensitive "contains", with LIKE wildcards in the user's text taken literally. */
export function containsText(column: Column | SQL, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Case-insensitive equality. */
export function equalsIgnoringCase(column: Column | SQL, text: string): SQL {
  return sql`lower(${column}) = ${text.toLowerCase()}`;
}

/**
 * A team name as its slug key (lower case, runs of spaces and hyphens as one space): names and URL slugs
 * compare equal under it, as `slugKey` in the shared domain makes them.
 */
export function slugKeyOf(column: Column | SQL): SQL {
  return sql`regexp_replace(lower(btrim(${column})), '[[:space:]-]+', ' ', 'g')`;
}

/** A Date from the driver as the ISO string the API answers. */
export function toIso(date: Date): string {
  return date.toISOString();
}

/** Groups rows under a key, keeping their order (rows come sorted from SQL). */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** `'{"a","b"}'::text[]`: a list of texts as one bound parameter, empty or not. */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}

/** `'{1,2}'::int[]`: a list of ids as one bound parameter, empty or not. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}
