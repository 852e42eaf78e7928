import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BACKUP_TABLES, knownMigrations } from '../src/db/backup.ts';
import { restoreBackup } from '../src/db/backup-restore.ts';
import { writeBackup } from '../src/db/backup-writer.ts';
import { tableName } from '../src/db/bulk-write.ts';
import type { DbHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { DEMO_PASSWORD } from '../src/demo-league/accounts.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { siteFingerprint } from './helpers/site-fingerprint.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/**
 * The embedded database to a fresh embedded database through a backup file (runs on PostgreSQL too when
 * the suite does). test-postgres/backup-restore.test.ts moves the league between the two kinds.
 */
const folder = mkdtempSync(join(tmpdir(), 'league-backup-'));
const file = join(folder, 'site.jsonl.gz');
const opened: Array<{ database: DbHandle; dispose(): Promise<void> }> = [];
let source: DbHandle;

async function emptyDatabase(): Promise<DbHandle> {
  const handle = await openTestDatabase();
  opened.push(handle);
  return handle.database;
}

/** The file's lines, for making damaged copies of it. */
function fileLines(): string[] {
  return gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
}

function writeVariant(name: string, lines: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, gzipSync(`${lines.join('\n')}\n`));
  return path;
}

async function rowCount(database: DbHandle): Promise<number> {
  const counts = Object.values(await siteFingerprint(database.db)).map((table) => Number(table.rows));
  return counts.reduce((sum, n) => sum + n, 0);
}

beforeAll(async () => {
  source = await emptyDatabase();
  await seedDemo(source.db, { scale: 1 });
  const summary = await writeBackup(source.db, createWriteStream(file));
  expect(summary.tables.stats).toBeGreaterThan(1000);
});

afterAll(async () => {
  for (const handle of opened) await handle.dispose();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes a header naming the schema version, then every table but the derived totals', () => {
    const lines = fileLines();
    const header = JSON.parse(lines[0] as string);
    expect(header).toMatchObject({
      format: 'volley-league-backup',
      formatVersion: 1,
      schemaVersion: knownMigrations().length,
      migration: knownMigrations().at(-1),
    });
    const sections = lines.map((line) => JSON.parse(line).table).filter(Boolean);
    expect(sections).toEqual(BACKUP_TABLES.map(tableName));
    expect(sections).not.toContain('player_season_totals');
    expect(JSON.parse(lines.at(-1) as string).end).toBe('backup');
  });

  it('restores every table with equal counts, sums, times and texts; totals rebuilt; logins work', async () => {
    const target = await emptyDatabase();
    const progress: Array<[string, number]> = [];
    const summary = await restoreBackup(target.db, createReadStream(file), {
      onProgress: (table, rows) => progress.push([table, rows]),
    });
    expect(summary.tables.users).toBe(13);
    expect(progress).toContainEqual(['stats', summary.tables.stats]);

    const before = await siteFingerprint(source.db);
    const after = await siteFingerprint(target.db);
    expect(after).toEqual(before);
    expect(after.player_season_totals?.rows).toBeGreaterThan(100);
    expect(after.player_career_totals?.digs).toBe(before.stats?.digs);

    // New rows get fresh ids: the sequences were moved past the restored ones.
    const [next] = await target.db
      .insert(users)
      .values({ username: 'after_restore', email: 'after@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const [max] = await queryRows<{ id: number }>(source.db, sql`select max(id)::int as id from users`);
    expect(next?.id).toBe((max?.id ?? 0) + 1);

    const app = await buildApp({ config: loadConfig({ JWT_SECRET: 'x'.repeat(32) }), database: target });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'demo_admin', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const players = await app.inject('/api/leaderboard?view=players&stage=all');
      expect(players.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that holds rows, and changes nothing in it', async () => {
    const before = await siteFingerprint(source.db);
    await expect(restoreBackup(source.db, createReadStream(file))).rejects.toThrow(
      /The database is not empty \(users, .*\); restore only into an empty database/,
    );
    expect(await siteFingerprint(source.db)).toEqual(before);
  });

  describe('refuses a bad file and leaves the empty target empty', () => {
    let target: DbHandle;
    beforeAll(async () => {
      target = await emptyDatabase();
    });

    const lines = () => fileLines();
    const cases: Array<[string, () => string, RegExp]> = [
      [
        'a cut file',
        () => {
          const path = join(folder, 'cut.gz');
          const bytes = readFileSync(file);
          writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
          return path;
        },
        /not a complete league backup file: it is not gzip data or is cut short/,
      ],
      [
        'a file cut at a line end',
        () => writeVariant('cut-lines.gz', lines().slice(0, -40)),
        /not a complete league backup file: it ends too early/,
      ],
      [
        'a text file',
        () => {
          const path = join(folder, 'notes.txt');
          writeFileSync(path, 'just some notes\n');
          return path;
        },
        /not a complete league backup file: it is not gzip data/,
      ],
      [
        'gzip of something else',
        () => writeVariant('other.gz', ['{"hello":"world"}']),
        /not a complete league backup file: its first line does not name the format/,
      ],
      [
        'a file from a newer version',
        () => {
          const all = lines();
          const header = JSON.parse(all[0] as string);
          all[0] = JSON.stringify({ ...header, schemaVersion: header.schemaVersion + 1 });
          return writeVariant('newer.gz', all);
        },
        /made by a newer version of the site/,
      ],
      [
        'a table missing rows',
        () => {
          const all = lines();
          const at = all.indexOf('{"table":"stats"}');
          all.splice(at + 1, 1);
          return writeVariant('missing-row.gz', all);
        },
        /stats should have \d+ rows, it has \d+/,
      ],
      [
        'a row the database refuses, late in the file',
        () => {
          const all = lines();
          const at = all.indexOf('{"table":"stats"}');
          const row = JSON.parse(all[at + 5] as string);
          all[at + 5] = JSON.stringify({ ...row, digs: -1 });
          return writeVariant('bad-row.gz', all);
        },
        /The database refused a row of stats: .*stats_non_negative_ck/,
      ],
    ];
    for (const [what, make, message] of cases) {
      it(what, async () => {
        await expect(restoreBackup(target.db, createReadStream(make()))).rejects.toThrow(message);
        expect(await rowCount(target)).toBe(0);
      });
    }

    it('leaves the totals triggers on after a failed restore', async () => {
      const triggers = await queryRows<{ name: string; enabled: string }>(
        target.db,
        sql`select tgname as name, tgenabled as enabled from pg_trigger
            where tgrelid = 'stats'::regclass and not tgisinternal order by tgname`,
      );
      expect(triggers).toHaveLength(3);
      for (const trigger of triggers) expect(trigger.enabled, trigger.name).toBe('O');
    });

    it('still takes the good file afterwards', async () => {
      await restoreBackup(target.db, createReadStream(file));
      expect(await siteFingerprint(target.db)).toEqual(await siteFingerprint(source.db));
    });
  });
});
