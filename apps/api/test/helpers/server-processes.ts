/**
 * Real server processes for the operator tests: a free port, `node src/server.ts` with its output kept, and
 * the data folders and processes of one test file, cleared when it ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every rate limit raised out of reach (docs/product/settings.md#rate-limits), as environment variables:
 * for a run that sends all its requests from one address (the e2e server, the API examples' capture).
 */
export const RATE_LIMITS_OUT_OF_REACH = {
  AUTH_RATE_LIMIT: '1000',
  SIGNUP_RATE_LIMIT: '100000',
  GUEST_WRITE_RATE_LIMIT: '100000',
  MEMBER_WRITE_RATE_LIMIT: '100000',
  STAFF_WRITE_RATE_LIMIT: '100000',
  GAME_SERVER_RATE_LIMIT: '100000',
};

/** A loopback port nothing listens on (free when asked). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `node src/server.ts` with only the given environment (plus PATH, loopback, no web build and JSON log
 * lines): `env` names the port, the secret and the rest. Its standard output and error are gathered.
 */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output(): string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      WEB_DIST: join(tmpdir(), 'no-web-dist'),
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/**
 * The data folders and server processes of the calling test file: `tempDir()` makes a folder, `spawn(env)`
 * starts `spawnServer(env)`. When the file ends, the processes still running are killed and the folders
 * removed. Call it once, at the top of the file.
 */
export function serverProcessesOfFile(): {
  tempDir(): string;
  spawn(env: Record<string, string>): ReturnType<typeof spawnServer>;
} {
  const temps: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), 'league-start-'));
      temps.push(dir);
      return dir;
    },
    spawn(env) {
      const started = spawnServer(env);
      children.push(started.child);
      return started;
    },
  };
}
