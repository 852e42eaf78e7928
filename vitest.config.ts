import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
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
          globalSetup: ['./test/global-setup.ts'],
          // Generous: the suites run side by side on two cores (scripts/test-all.sh), and the walks of every
          // route (activity, permission matrix, strict input) grow with the API. A hang still fails.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/late-parts-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.e2e.test.ts'],
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          // A browser journey that fails once on a loaded machine gets one more try; a real fault fails twice.
          retry: 1,
        },
      },
    ],
  },
});
