import { defineConfig } from 'vitest/config';
import { ENGINE_FREE_API_TESTS } from './apps/api/test/engine-free.ts';
import { CostBalancedShards } from './e2e/support/shards.ts';

export default defineConfig({
  test: {
    // `--shard` splits the browser specs by their measured costs, so that the shards end together (ADR 65).
    sequence: { sequencer: CostBalancedShards },
    projects: [
      // Pure functions: a worker's files share one import of the modules (ADR 64).
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], isolate: false } },
      // Repository checks that read files with Node (the docs/product citations).
      { test: { name: 'repo', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          // test-postgres/ needs a real server (several instances on one database): the PostgreSQL pass only.
          include: [
            'test/**/*.test.ts',
            'src/**/*.test.ts',
            ...(process.env.DATABASE_URL ? ['test-postgres/**/*.test.ts'] : []),
          ],
          // The PostgreSQL pass leaves out the files that never open the test database: they would run the
          // same code on the same engine twice (test/engine-free.test.ts keeps the list true).
          exclude: process.env.DATABASE_URL ? ENGINE_FREE_API_TESTS : [],
          globalSetup: ['./test/global-setup.ts'],
          // Generous: the suites run side by side on two cores (scripts/test-all.sh), and the walks of every
          // route (activity, permission matrix, strict input) grow with the API. A hang still fails.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Each file builds its own app on its own database copy (test/helpers/test-app.ts) and restores
          // what it changes (fake clocks), so a worker imports the API's modules once, not once per file:
          // that import was 40% of the suite's time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A worker's files share one jsdom and one import of the app's modules, as the API's do (ADR 62):
          // a fresh environment and import per file was nine tenths of the suite's CPU (ADR 64). The set-up
          // file puts back the module state a file changes.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.e2e.test.ts'],
          globalSetup: ['./support/global-setup.ts'],
          // Generous, as the API's: the shards share two cores with the API suites (scripts/test-all.sh), and a
          // loaded machine runs a journey several times slower. A page that never answers still fails
          // (PAGE_TIMEOUT_MS in support/browser.ts).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          // A browser journey that fails once on a loaded machine gets one more try; a real fault fails twice.
          retry: 1,
        },
      },
    ],
  },
});
