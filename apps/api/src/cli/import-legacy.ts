/**
 * Imports the previous site's league database into the configured one (DATABASE_URL, else the embedded
 * database in DATA_DIR):
 *
 *   npm run import-legacy -- --from postgres://USER@HOST:PORT/DB [--dry-run] [--replace]
 *
 * The report goes to standard output, the progress to standard error. Exit status 0 when the import (or
 * the dry run) found nothing blocking, 1 otherwise; the target is only ever changed by a whole, committed
 * import.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { importLegacy } from '../legacy-import/import-legacy.ts';
import type { LegacyTableName } from '../legacy-import/read-legacy.ts';
import { formatReport, formatSummary } from '../legacy-import/report.ts';
import { LEGACY_COLUMNS, openLegacySource } from '../legacy-import/source.ts';
import { createProgress, type Progress } from './progress.ts';

const USAGE = `Usage: npm run import-legacy -- --from postgres://USER@HOST:PORT/DB [--dry-run] [--replace]
Imports the previous site's league (seasons, teams, players, games, stats, awards, matches, members,
articles and likes) into the configured database, in one transaction.
  --dry-run   read, map and check everything, print the report, change nothing
  --replace   replace the league data the target already holds (same transaction)`;

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  return values;
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof readArguments>;
  try {
    args = readArguments(argv);
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (!args.from) {
    console.error(`--from is required\n\n${USAGE}`);
    return 1;
  }
  const started = performance.now();
  // The source first: a wrong address or a database that is not a legacy one never opens the target.
  const source = await openLegacySource(args.from);
  const config = loadConfig();
  let reading: Progress | undefined;
  let writing: Progress | undefined;
  try {
    const target = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
    try {
      await migrateDatabase(target);
      reading = createProgress({
        title: 'Reading the legacy database',
        tables: Object.keys(LEGACY_COLUMNS) as LegacyTableName[],
      });
      const report = await importLegacy(source, target.db, {
        dryRun: args['dry-run'],
        replace: args.replace,
        onRead: (table, rows) => reading?.update(table, rows),
        onWriteStart: () => {
          reading?.done();
          process.stderr.write(
            args['dry-run']
              ? 'Writing into the target in a transaction that will be rolled back…\n'
              : 'Writing into the target in one transaction…\n',
          );
          writing = createProgress({ title: args['dry-run'] ? 'Trial import' : 'Importing' });
        },
        onWrite: (table, rows) => writing?.update(table, rows),
      });
      reading.done();
      writing?.done();
      console.log(formatReport(report));
      const seconds = (performance.now() - started) / 1000;
      // maxRSS is in kilobytes: the peak of the whole process, embedded database included.
      console.log(formatSummary(report, seconds, process.resourceUsage().maxRSS * 1024));
      return report.blocked ? 1 : 0;
    } finally {
      await target.close();
    }
  } finally {
    reading?.done();
    writing?.done();
    await source.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
