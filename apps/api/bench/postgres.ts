/**
 * A throwaway PostgreSQL cluster on loopback for the benchmark, started the way scripts/with-postgres.sh
 * does (a temporary folder, trust auth, no fsync) and stopped at the end. Started once, on first use;
 * each section gets its own database in it.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import type { Engine } from './options.ts';
import { freePort, onCleanUp, tempDir } from './processes.ts';

export type PostgresCluster = { url: string } | { missing: string };

let cluster: Promise<PostgresCluster> | undefined;

/** The newest installed server's bin folder, like with-postgres.sh. */
function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

const isRoot = () => userInfo().uid === 0;

function runAsOwner(bin: string, args: string[]): void {
  const [command, fullArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function startCluster(): Promise<PostgresCluster> {
  const bin = findBinDir();
  if (!bin) return { missing: 'PostgreSQL binaries not found (apt-get install postgresql)' };
  const dir = mkdtempSync(join(tmpdir(), 'league-bench-pg-'));
  if (isRoot()) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  onCleanUp(() => {
    try {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });
  runAsOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', serverOptions, 'start']);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** The shared cluster, started on the first call. */
export function postgresCluster(): Promise<PostgresCluster> {
  cluster ??= startCluster().catch((error: unknown) => ({
    missing: `PostgreSQL did not start: ${error instanceof Error ? error.message : error}`,
  }));
  return cluster;
}

/** A new empty database in the cluster; answers its URL. Dropped with the cluster. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A throwaway database of either engine, named `name`; `missing` says why PostgreSQL is not there. */
export async function openScratchDatabase(
  engine: Engine,
  name: string,
): Promise<DbHandle | { missing: string }> {
  if (engine === 'pglite') return openDatabase({ dataDir: tempDir(name) });
  const found = await postgresCluster();
  if ('missing' in found) return found;
  return openDatabase({ databaseUrl: await createDatabase(found.url, name.replace(/\W/g, '_')) });
}
