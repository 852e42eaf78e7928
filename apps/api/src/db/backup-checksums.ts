/**
 * Row counts and checksums per table, of a backup file and of a database, for the restore drill
 * (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): a restore is proven by reading the
 * restored database back and finding every table's rows equal to the file's.
 *
 * A table's checksum is SHA-256 over its rows in primary-key order (the file's order), each row in a
 * canonical text: keys sorted, and every timestamp with an offset written in UTC to the microsecond. The
 * database writes a timestamp in its session's time zone, so a file made on a server in another zone, or
 * on the other engine, would otherwise differ in text while holding the same instants.
 */
import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BACKUP_TABLES, BackupError } from './backup.ts';
import { parseHeader, readLines } from './backup-reader.ts';
import { tableBatches } from './backup-writer.ts';
import { tableName } from './bulk-write.ts';
import type { Db } from './client.ts';

export interface TableChecksum {
  rows: number;
  sha256: string;
}
/** Per table name. */
export type Checksums = Record<string, TableChecksum>;

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** A timestamp as UTC seconds and microseconds; any other text as it is. */
function canonicalText(text: string): string {
  const m = TIMESTAMP.exec(text);
  if (!m) return text;
  const zone =
    m[3] === 'Z' ? 'Z' : m[3]?.length === 3 ? `${m[3]}:00` : m[3]?.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const seconds = Date.parse(`${m[1]}${zone}`);
  return Number.isNaN(seconds) ? text : `${seconds / 1000}.${(m[2] ?? '').padEnd(6, '0')}`;
}

function canonicalValue(value: unknown): unknown {
  if (typeof value === 'string') return canonicalText(value);
  if (Array.isArray(value)) return value.map(canonicalValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalValue((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** A row (its `row_to_json` text) in the form both sides of a comparison agree on. */
export function canonicalRow(text: string): string {
  return JSON.stringify(canonicalValue(JSON.parse(text)));
}

class TableHash {
  rows = 0;
  private readonly hash: Hash = createHash('sha256');
  add(rowText: string): void {
    this.rows += 1;
    this.hash.update(canonicalRow(rowText)).update('\n');
  }
  done(): TableChecksum {
    return { rows: this.rows, sha256: this.hash.digest('hex') };
  }
}

/** Every table section of a backup file, counted and hashed as it streams by. */
export async function fileChecksums(source: Readable): Promise<Checksums> {
  const lines = readLines(source);
  parseHeader(await lines.next());
  const sums: Checksums = {};
  let current: { name: string; hash: TableHash } | undefined;
  for await (const line of lines) {
    const value = JSON.parse(line) as Record<string, unknown>;
    if (current) {
      if (value.end === current.name) {
        sums[current.name] = current.hash.done();
        current = undefined;
      } else current.hash.add(line);
    } else if (typeof value.table === 'string') {
      current = { name: value.table, hash: new TableHash() };
    } else if (value.end === 'backup') {
      return sums;
    }
  }
  throw new BackupError('This is not a complete league backup file: it ends too early.');
}

/** Every table a backup holds, counted and hashed from one snapshot of `db`. */
export function databaseChecksums(db: Db): Promise<Checksums> {
  return db.transaction(
    async (tx) => {
      const sums: Checksums = {};
      for (const table of BACKUP_TABLES) {
        const hash = new TableHash();
        for await (const batch of tableBatches(tx, table)) for (const row of batch) hash.add(row);
        sums[tableName(table)] = hash.done();
      }
      return sums;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
