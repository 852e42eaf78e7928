/**
 * Loads a backup made by `npm run backup` into an empty database, PostgreSQL (DATABASE_URL) or the
 * embedded one in DATA_DIR, whichever kind made the file:
 *
 *   npm run restore -- FILE
 *
 * A fresh database is created and migrated first. All or nothing: a database that holds any row, a file
 * from a newer version, a cut or foreign file, or any failing row leaves the database unchanged.
 *
 *   npm run restore -- --verify FILE
 *
 * The restore drill: restores FILE into a scratch database (a temporary embedded one, or a scratch database
 * on the PostgreSQL server of DATABASE_URL), compares every table's rows and checksum with the file, reports
 * and drops the scratch database. Exit code 0 when everything matches. The site's data is never touched.
 */
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { BACKUP_TABLES } from '../db/backup.ts';
import { restoreBackup } from '../db/backup-restore.ts';
import { tableName } from '../db/bulk-write.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { formatDrillReport, runRestoreDrill } from '../db/restore-drill.ts';
import { createProgress } from './progress.ts';

const USAGE = `Usage: npm run restore -- FILE            (into an empty database: DATABASE_URL, else DATA_DIR)
       npm run restore -- --verify FILE   (the restore drill: into a scratch database, compared with FILE)`;

/** The drill; `--json` prints the report as one JSON object (how the server reads it). */
async function verify(file: string, json: boolean): Promise<number> {
  const config = loadConfig();
  const report = await runRestoreDrill(file, {
    databaseUrl: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  console.log(json ? JSON.stringify(report) : formatDrillReport(report).join('\n'));
  return report.ok ? 0 : 1;
}

async function main(): Promise<number> {
  const all = process.argv.slice(2);
  if (all.includes('--help') || all.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const verifying = all.includes('--verify');
  const json = verifying && all.includes('--json');
  const args = all.filter((arg) => arg !== '--verify' && arg !== '--json');
  const [given, ...rest] = args;
  if (!given || given.startsWith('-') || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  // npm runs the script in apps/api; a relative FILE means one relative to where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  if (verifying) return verify(file, json);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  const target = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  // Every table from the start, so the lines keep their places and widths while counts grow.
  const progress = createProgress({
    title: `Restoring ${file} into ${target}`,
    tables: BACKUP_TABLES.map(tableName),
  });
  const started = performance.now();
  try {
    await migrateDatabase(database);
    const summary = await restoreBackup(database.db, createReadStream(file), {
      onProgress: (table, rows) => progress.update(table, rows),
    });
    progress.done();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Restored ${rows.toLocaleString('en-US')} rows made ${summary.header.createdAt} in ${seconds} s.`,
    );
    return 0;
  } catch (err) {
    progress.done();
    console.error(`Nothing was restored: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
