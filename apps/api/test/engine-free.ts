/**
 * The API test files that never touch the PostgreSQL test database: they test code without a database,
 * against fake servers, or start servers on an embedded database in a data folder of their own. The
 * PostgreSQL pass of the suite (DATABASE_URL set) leaves them out, as they would run the same code on the same
 * engine a second time (vitest.config.ts). test/engine-free.test.ts checks the list both ways.
 */
export const ENGINE_FREE_API_TESTS = [
  'src/cli/progress.test.ts',
  'src/db/backup-retention.test.ts',
  'src/db/pg-errors.test.ts',
  'src/legacy-import/compare-records.test.ts',
  'test/api-layering.test.ts',
  'test/backup-cli.test.ts',
  'test/bench-phone.test.ts',
  'test/config.test.ts',
  'test/data-dir-lock.test.ts',
  'test/database-down.test.ts',
  'test/engine-free.test.ts',
  'test/expiring-cache.test.ts',
  'test/public-read-cache-mechanics.test.ts',
  'test/server-process.test.ts',
  'test/start-with-backups.test.ts',
];
