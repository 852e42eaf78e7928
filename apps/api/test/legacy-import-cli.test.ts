/**
 * `npm run import-legacy` as a process: exit statuses, report and summary, the refusal of a target holding
 * data, and a `kill -9` in the middle of an import leaving the target exactly as it was. The target is
 * an embedded database in a temporary DATA_DIR, or a fresh PostgreSQL database in the PostgreSQL pass.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { buildDemoLeague } from '../src/demo-league/build-league.ts';
import { writeDemoLeagueAsLegacy } from '../src/legacy-import/demo-as-legacy.ts';
import { withDatabase } from './global-setup.ts';
import { createLegacyDatabase, type LegacyDatabase } from './helpers/legacy-db.ts';
import { loadLegacyFixture } from './helpers/legacy-fixture.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI = 'src/cli/import-legacy.ts';

interface Target {
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  dispose(): Promise<void>;
}

/** An empty target: a DATA_DIR for the embedded database, or a migrated PostgreSQL database. */
async function createTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `league_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    const databaseUrl = withDatabase(url, name);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => openDatabase({ databaseUrl, poolSize: 1 }),
      async dispose() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'league-cli-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: join(dataDir, 'db') }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>;
  stderrSoFar(): string;
}

function runCli(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>(
    (resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, stderrSoFar: () => stderr };
}

async function dump(target: Target): Promise<string> {
  const handle = await target.open();
  try {
    const parts: unknown[] = [];
    for (const table of ['users', 'seasons', 'teams', 'players', 'games', 'stats', 'matches', 'articles']) {
      parts.push(await queryRows(handle.db, sql.raw(`select * from ${table} order by id`)));
    }
    return JSON.stringify(parts);
  } finally {
    await handle.close();
  }
}

describe('the import-legacy command', () => {
  let small: LegacyDatabase;
  let large: LegacyDatabase;
  let target: Target;

  beforeAll(async () => {
    small = await createLegacyDatabase();
    await loadLegacyFixture(small);
    large = await createLegacyDatabase();
    await writeDemoLeagueAsLegacy(
      (text, params) => large.exec(text, params),
      buildDemoLeague({ scale: 1 }),
      bcrypt.hashSync('volley-demo-1', 10),
    );
    // Embedded legacy databases have one user at a time: the command opens them itself.
    await small.release();
    await large.release();
    target = await createTarget();
  }, 300_000);
  afterAll(async () => {
    await target?.dispose();
    await small?.dispose();
    await large?.dispose();
  });

  it('explains a malformed address and exits 1', async () => {
    const run = runCli(['--from', 'localhost:5432/league'], target.env);
    const { code, stderr } = await run.done;
    expect(code).toBe(1);
    expect(stderr).toContain('The legacy database address must start with postgres://');
  });

  it('a dry run prints the report and the summary, exits 0 and changes nothing', async () => {
    const { code, stdout } = await runCli(['--from', small.from, '--dry-run'], target.env).done;
    expect(code).toBe(0);
    expect(stdout).toContain('Would be created:');
    expect(stdout).toContain('skipped  stats #105: duplicate stat line');
    expect(stdout).toMatch(/Dry run: 68 rows in [\d.]+ s, peak memory \d+ MB\./);
    expect(stdout).not.toMatch(/\$2[ab]\$/);
    const handle = await target.open();
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users`);
    await handle.close();
    expect(row?.n).toBe(0);
  });

  it('imports, then refuses to import again without --replace', async () => {
    const first = await runCli(['--from', small.from], target.env).done;
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Imported: 68 rows in [\d.]+ s, peak memory \d+ MB\./);
    const before = await dump(target);
    const again = await runCli(['--from', small.from], target.env).done;
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The target database already holds league data');
    expect(await dump(target)).toBe(before);
  });

  it('kill -9 in the middle of a --replace import leaves the target as it was', async () => {
    const before = await dump(target);
    const run = runCli(['--from', large.from, '--replace'], target.env);
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (run.stderrSoFar().includes('Writing into the target in one transaction')) {
          clearInterval(timer);
          // Rows are being written now; the transaction has not committed.
          setTimeout(() => {
            run.child.kill('SIGKILL');
            resolve();
          }, 300);
        }
      }, 20);
      run.done.then((r) => {
        clearInterval(timer);
        reject(new Error(`the import ended before it could be killed: ${r.stdout}${r.stderr}`));
      }, reject);
    });
    const { signal } = await run.done;
    expect(signal).toBe('SIGKILL');
    expect(await dump(target)).toBe(before);
  });
});
