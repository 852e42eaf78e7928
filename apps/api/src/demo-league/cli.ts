/**
 * Seeds the configured database with the demo league:
 *   npm run seed -w apps/api -- [--scale N] [--reset]
 * --scale N builds an N-times larger league (for benchmarks); --reset empties every league table first.
 * Without --reset a database that already holds data is left alone.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { secretBoxFor } from '../lib/secrets-at-rest.ts';
import { sealStoredSecrets } from '../lib/stored-secrets.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

const LEAGUE_TABLES = [
  'records',
  'stats',
  'award_players',
  'awards',
  'team_players',
  'games',
  'matches',
  'teams',
  'players',
  'seasons',
  'article_likes',
  'articles',
  'users',
];

interface CliOptions {
  scale: number;
  reset: boolean;
}

function parseSeedArgs(args: string[]): CliOptions {
  const options: CliOptions = { scale: 1, reset: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--reset') options.reset = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg.includes('=') ? arg.slice('--scale='.length) : args[++i];
      const scale = Number(value);
      if (!Number.isInteger(scale) || scale < 1)
        throw new Error(`--scale needs a whole number of at least 1, not "${value}"`);
      options.scale = scale;
    } else throw new Error(`Unknown option "${arg}". Usage: seed [--scale N] [--reset]`);
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  try {
    await migrateDatabase(database);
    if (options.reset) {
      await database.db.execute(
        sql.raw(`truncate table ${LEAGUE_TABLES.join(', ')} restart identity cascade`),
      );
      console.log('Emptied the league tables.');
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.error('The database already holds league data or users; nothing was seeded.');
      console.error('Run again with --reset to delete everything in it and seed the demo league.');
      return 1;
    }
    const started = performance.now();
    const summary = await seedDemo(database.db, { scale: options.scale });
    // The demo's webhook address and browsers' keys are kept sealed, as the site keeps every such value.
    await sealStoredSecrets(database.db, secretBoxFor(config));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the demo league at scale ${options.scale} in ${seconds} s:`);
    for (const [table, rows] of Object.entries(summary)) console.log(`  ${table.padEnd(14)} ${rows}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
