/**
 * The restore drill (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): a backup is proven by
 * restoring it into a scratch database (a temporary embedded folder, or a scratch database on the PostgreSQL
 * server of `databaseUrl`, which the drill creates and drops), reading the result back and comparing every
 * table's row count and checksum with the file's. `npm run restore -- --verify FILE` runs it; the server runs
 * it weekly on its newest scheduled backup.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BackupHeader } from './backup.ts';
import { type Checksums, databaseChecksums, fileChecksums } from './backup-checksums.ts';
import { restoreBackup } from './backup-restore.ts';
import { type DbHandle, migrateDatabase, openDatabase } from './client.ts';

export interface DrillTable {
  table: string;
  fileRows: number;
  restoredRows: number;
  /** Same count and same checksum. */
  ok: boolean;
}

export interface DrillReport {
  ok: boolean;
  file: string;
  /** Where it was restored, in words. */
  target: string;
  /** When the file was made, from its header (unknown for a file that could not be read). */
  createdAt: string | null;
  tables: DrillTable[];
  /** Seconds to restore (migrate and load) and in all (with both checksum passes). */
  restoreSeconds: number;
  totalSeconds: number;
  /** Why it failed before any table could be compared (a cut file, a refused row…). */
  problem: string | null;
}

export interface DrillOptions {
  /** A PostgreSQL server to make the scratch database on; without it, a temporary embedded one. */
  databaseUrl?: string | undefined;
  connectTimeoutMs?: number | undefined;
  /** Where a scratch embedded database's folder is made (the system's temporary folder by default). */
  scratchRoot?: string | undefined;
}

interface Scratch {
  handle: DbHandle;
  target: string;
  dispose(): Promise<void>;
}

async function openScratch(options: DrillOptions): Promise<Scratch> {
  if (!options.databaseUrl) {
    const folder = mkdtempSync(join(options.scratchRoot ?? tmpdir(), 'league-drill-'));
    const handle = await openDatabase({ dataDir: folder }).catch((err: unknown) => {
      rmSync(folder, { recursive: true, force: true });
      throw err;
    });
    return {
      handle,
      target: 'a scratch embedded database',
      async dispose() {
        await handle.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const name = `league_drill_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (err) {
    await admin.end();
    throw new Error(
      `The drill could not create its scratch database (${(err as Error).message}); the role of DATABASE_URL needs CREATEDB`,
    );
  }
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  // Dropping the scratch database ends every connection to it: one the pool still held idle is then lost
  // by design, and says nothing (any other loss is still told).
  let dropping = false;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 2,
    connectTimeoutMs: options.connectTimeoutMs,
    onIdleConnectionLost: (err) => {
      if (!dropping) console.warn(`database: idle connection lost (${err.message})`);
    },
  });
  return {
    handle,
    target: `a scratch PostgreSQL database ${name}`,
    async dispose() {
      dropping = true;
      await handle.close();
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

function compare(file: Checksums, restored: Checksums): DrillTable[] {
  const names = [...new Set([...Object.keys(file), ...Object.keys(restored)])];
  return names.map((table) => {
    const a = file[table];
    const b = restored[table];
    return {
      table,
      fileRows: a?.rows ?? 0,
      restoredRows: b?.rows ?? 0,
      ok: a !== undefined && b !== undefined && a.rows === b.rows && a.sha256 === b.sha256,
    };
  });
}

/** The report of a drill that restored nothing: it failed to start, was stopped, or broke before its checks. */
export function failedDrillReport(file: string, problem: string): DrillReport {
  return {
    ok: false,
    file,
    target: 'a scratch database',
    createdAt: null,
    tables: [],
    restoreSeconds: 0,
    totalSeconds: 0,
    problem,
  };
}

/**
 * The drill in a process of its own (`restore --verify FILE --json`), as the server runs it: a scratch
 * embedded database holds a whole league in memory beside the site's own (about 500 MB at 10 times the demo
 * league), which the server's process should not have to grow to and keep; and a drill that runs out of
 * memory ends its own process, not the site.
 */
export function runRestoreDrillApart(file: string, signal?: AbortSignal): Promise<DrillReport> {
  const cli = fileURLToPath(new URL('../cli/restore.ts', import.meta.url));
  return new Promise((resolve) => {
    // Run from apps/api, as `npm run restore` does, so that the TypeScript loader is found.
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--verify', file, '--json'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
      // A stop of the site ends the drill's process with it (its scratch folder or database is left to the
      // system's temporary files, or to be dropped: `league_drill_…`).
      ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const failed = (problem: string) => failedDrillReport(file, problem);
    child.on('error', (error) =>
      resolve(
        failed(signal?.aborted ? 'The drill was stopped' : `The drill could not start: ${error.message}`),
      ),
    );
    child.on('close', (code, signal) => {
      try {
        resolve(JSON.parse(out) as DrillReport);
      } catch {
        const why = signal ? `it was ended by ${signal}` : `it exited with code ${code}`;
        resolve(failed(`The drill's process gave no report (${why}): ${err.trim().slice(-300)}`));
      }
    });
  });
}

/** Restores `file` into a scratch database and compares it with the file; never throws for a bad backup. */
export async function runRestoreDrill(file: string, options: DrillOptions = {}): Promise<DrillReport> {
  const started = performance.now();
  const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;
  const report: DrillReport = {
    ok: false,
    file,
    target: options.databaseUrl ? 'a scratch PostgreSQL database' : 'a scratch embedded database',
    createdAt: null,
    tables: [],
    restoreSeconds: 0,
    totalSeconds: 0,
    problem: null,
  };
  let scratch: Scratch | undefined;
  try {
    const expected = await fileChecksums(createReadStream(file));
    scratch = await openScratch(options);
    report.target = scratch.target;
    const restoring = performance.now();
    await migrateDatabase(scratch.handle);
    const summary = await restoreBackup(scratch.handle.db, createReadStream(file));
    report.createdAt = (summary.header as BackupHeader).createdAt;
    report.restoreSeconds = seconds(restoring);
    report.tables = compare(expected, await databaseChecksums(scratch.handle.db));
    report.ok = report.tables.length > 0 && report.tables.every((t) => t.ok);
  } catch (err) {
    report.problem = err instanceof Error ? err.message : String(err);
  } finally {
    await scratch?.dispose().catch(() => {});
    report.totalSeconds = seconds(started);
  }
  return report;
}

const rowsText = (n: number) => `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'}`;

/** The report as lines for a person: a verdict, then one line per table. */
export function formatDrillReport(report: DrillReport): string[] {
  const verdict = report.ok
    ? `Restore drill passed: ${report.file} restored into ${report.target} in ${report.restoreSeconds} s; every table matches the file (${report.totalSeconds} s in all).`
    : report.problem
      ? `Restore drill FAILED: ${report.file} into ${report.target}: ${report.problem}`
      : `Restore drill FAILED: ${report.file} restored into ${report.target}, but ${report.tables.filter((t) => !t.ok).length} table(s) differ from the file.`;
  const width = Math.max(0, ...report.tables.map((t) => t.table.length));
  return [
    verdict,
    ...report.tables.map((t) => {
      const counts = `${rowsText(t.fileRows)} in the file, ${t.restoredRows.toLocaleString('en-US')} restored`;
      const differs = !t.ok && t.fileRows === t.restoredRows ? ' (their content differs)' : '';
      return `  ${t.ok ? 'ok  ' : 'DIFF'} ${t.table.padEnd(width)}  ${counts}${differs}`;
    }),
  ];
}
