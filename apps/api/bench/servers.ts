/**
 * Seeded demo servers per database engine, shared by the sections that only read (memory, http) and
 * the one that writes and restores (instances). The league is seeded by the seed CLI in its own process
 * first, so the server starts the way a deployed one restarts: on existing data, with nothing of the
 * seeding left in its memory.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Engine } from './options.ts';
import { createDatabase, postgresCluster } from './postgres.ts';
import { API_DIR, type ChildServer, startApiServer, tempDir } from './processes.ts';

export type { Engine };
export const ENGINE_LABEL: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const SEED_CLI = fileURLToPath(new URL('../src/demo-league/cli.ts', import.meta.url));
const execFileAsync = promisify(execFile);

/**
 * Where a seeded database lives: a PGlite DATA_DIR or a PostgreSQL URL. A PostgreSQL league has a DATA_DIR
 * too: the key that sealed its chat webhooks' and push subscriptions' secrets is kept there, and its server
 * needs the same key to start.
 */
export interface SeededDatabase {
  engine: Engine;
  dataDir: string;
  databaseUrl?: string;
}

let databaseCounter = 0;

/** A new database of `engine` holding the demo league at `scale`; null with the reason if impossible. */
export async function seedDatabase(engine: Engine, scale = 1): Promise<SeededDatabase | { missing: string }> {
  let target: SeededDatabase;
  if (engine === 'postgres') {
    const cluster = await postgresCluster();
    if ('missing' in cluster) return cluster;
    databaseCounter += 1;
    target = {
      engine,
      dataDir: tempDir('data'),
      databaseUrl: await createDatabase(cluster.url, `league_bench_${databaseCounter}`),
    };
  } else {
    target = { engine, dataDir: tempDir('data') };
  }
  await execFileAsync(process.execPath, ['--import', 'tsx', SEED_CLI, '--scale', String(scale)], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
    timeout: 30 * 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return target;
}

const demoServers = new Map<
  Engine,
  Promise<{ server: ChildServer; database: SeededDatabase } | { missing: string }>
>();

/** The demo league's server for `engine`, started once and shared. */
export function demoServer(engine: Engine) {
  let server = demoServers.get(engine);
  if (!server) {
    server = (async () => {
      const database = await seedDatabase(engine);
      if ('missing' in database) return database;
      const started = await startApiServer({ label: `${ENGINE_LABEL[engine]} demo server`, ...database });
      return { server: started, database };
    })();
    demoServers.set(engine, server);
  }
  return server;
}
