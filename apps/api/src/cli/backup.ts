/**
 * Writes the whole site to one file (see src/db/backup.ts for what it holds):
 *
 *   npm run backup -- FILE
 *
 * from PostgreSQL (DATABASE_URL) while the site runs, or from the embedded database in DATA_DIR when the
 * site is stopped: only one process may open that folder. The file appears only when complete: it is
 * written next to FILE and renamed at the end.
 */
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, writeBackup } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { formatTableLines } from './progress.ts';

const USAGE = 'Usage: npm run backup -- FILE   (e.g. league-2026-11-24.jsonl.gz)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const [given, ...rest] = args;
  if (!given || given.startsWith('-') || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  // npm runs the script in apps/api; a relative FILE means one relative to where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  const partial = `${file}.partial`;
  const started = performance.now();
  try {
    const summary = await writeBackup(database.db, createWriteStream(partial));
    renameSync(partial, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const kb = Math.ceil(statSync(file).size / 1024).toLocaleString('en-US');
    console.log(
      `Backed up the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database ` +
        `(schema version ${summary.header.schemaVersion}) to ${file}: ${kb} KB in ${seconds} s`,
    );
    console.log(formatTableLines(new Map(Object.entries(summary.tables))).join('\n'));
    return 0;
  } catch (err) {
    rmSync(partial, { force: true });
    console.error(err instanceof BackupError || err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
