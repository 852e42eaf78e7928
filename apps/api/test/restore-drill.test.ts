/**
 * The restore drill (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): a backup restored into a
 * scratch database (embedded, or a scratch database on the suite's PostgreSQL on its PostgreSQL pass) and
 * compared table by table with the file; a file it cannot restore, or one whose restore differs from it,
 * fails the drill with the reason. Also `npm run restore -- --verify FILE` as an operator runs it.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TABLES } from '../src/db/backup.ts';
import { canonicalRow } from '../src/db/backup-checksums.ts';
import { writeBackup } from '../src/db/backup-writer.ts';
import { formatDrillReport, runRestoreDrill, runRestoreDrillApart } from '../src/db/restore-drill.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const folder = mkdtempSync(join(tmpdir(), 'league-drill-test-'));
const file = join(folder, 'league.jsonl.gz');
let dispose: () => Promise<void>;
let databaseUrl: string | undefined;

beforeAll(async () => {
  const source = await openTestDatabase();
  dispose = source.dispose;
  databaseUrl = source.url;
  await seedDemo(source.database.db, { scale: 1 });
  await writeBackup(source.database.db, createWriteStream(file));
});
afterAll(async () => {
  await dispose();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * Scratch folders or databases of this file's drills still there. The embedded drills here make theirs in
 * `folder` (their scratchRoot): the system's temporary folder also holds those of other test files' servers
 * drilling at the same time.
 */
async function scratchesLeft(): Promise<string[]> {
  if (!databaseUrl) return readdirSync(folder).filter((name) => /^league-drill-/.test(name));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'league_drill_%'",
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

const lines = () => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
function variant(name: string, content: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, gzipSync(`${content.join('\n')}\n`));
  return path;
}

// Each drill starts a scratch database and restores a league: on a busy machine that takes a while.
describe('runRestoreDrill', () => {
  it('restores a good backup into a scratch database and finds every table equal to the file', async () => {
    const report = await runRestoreDrill(file, { databaseUrl, scratchRoot: folder });
    expect(report.problem).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.target).toMatch(
      databaseUrl ? /scratch PostgreSQL database league_drill_/ : /scratch embedded/,
    );
    expect(report.tables).toHaveLength(BACKUP_TABLES.length);
    expect(report.tables.every((t) => t.ok && t.fileRows === t.restoredRows)).toBe(true);
    const users = report.tables.find((t) => t.table === 'users');
    expect(users?.fileRows).toBeGreaterThan(0);
    expect(formatDrillReport(report)[0]).toMatch(/^Restore drill passed: /);
  });

  it('fails when the restored data differs from the file, naming the table', async () => {
    // A timestamp finer than the database keeps (7 digits): it restores rounded, so it is not what the file says.
    const changed = lines().map((line) =>
      line.startsWith('{"id":1,') && line.includes('"username"')
        ? line.replace(/"created_at":"([^"]+?)(\.\d+)?([+-]\d{2}:\d{2}|Z)"/, '"created_at":"$1.1234567$3"')
        : line,
    );
    expect(changed).not.toEqual(lines());
    const report = await runRestoreDrill(variant('finer.jsonl.gz', changed), {
      databaseUrl,
      scratchRoot: folder,
    });
    expect(report.ok).toBe(false);
    expect(report.tables.filter((t) => !t.ok).map((t) => t.table)).toEqual(['users']);
    expect(formatDrillReport(report).join('\n')).toMatch(/FAILED[\s\S]*DIFF users/);
  });

  it('fails with the reason for a file it cannot restore, and leaves no scratch database behind', async () => {
    const cut = variant('cut.jsonl.gz', lines().slice(0, -40));
    const report = await runRestoreDrill(cut, { databaseUrl, scratchRoot: folder });
    expect(report).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not a complete league backup/),
    });
    const missing = await runRestoreDrill(join(folder, 'nope.jsonl.gz'), {
      databaseUrl,
      scratchRoot: folder,
    });
    expect(missing.problem).toMatch(/ENOENT|no such file/);
    expect(await scratchesLeft()).toEqual([]);
  });

  it('compares rows whatever time zone wrote their timestamps', () => {
    expect(canonicalRow('{"b":1,"at":"2026-05-01T15:00:00.5+02:00"}')).toBe(
      canonicalRow('{"at":"2026-05-01T13:00:00.500000+00:00","b":1}'),
    );
    expect(canonicalRow('{"at":"2026-05-01T13:00:00.000001Z"}')).not.toBe(
      canonicalRow('{"at":"2026-05-01T13:00:00Z"}'),
    );
  });
});

describe('runRestoreDrillApart (how the server runs it)', () => {
  it('runs the drill in a process of its own and reads its report', async () => {
    const report = await runRestoreDrillApart(file);
    expect(report).toMatchObject({ ok: true, problem: null });
    expect(report.tables).toHaveLength(BACKUP_TABLES.length);
    const bad = await runRestoreDrillApart(variant('cut3.jsonl.gz', lines().slice(0, 5)));
    expect(bad).toMatchObject({ ok: false, problem: expect.stringMatching(/not a complete league backup/) });
  });
});

describe('npm run restore -- --verify FILE', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', ...args], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      encoding: 'utf8',
      timeout: 280_000,
    });

  it('reports each table and exits 0 for a good backup, 1 for a bad one', () => {
    const good = run(['--verify', file]);
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^Restore drill passed: /);
    expect(good.stdout).toMatch(/ok {3}users +\d+ rows in the file, \d+ restored/);

    const bad = run(['--verify', variant('cut2.jsonl.gz', lines().slice(0, 5))]);
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toMatch(/Restore drill FAILED/);
  });
});
