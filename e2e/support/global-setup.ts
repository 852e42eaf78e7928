/**
 * Starts the built site the way `npm start` does (one API process serving the web app) on a fresh embedded
 * database seeded with the demo league, plus a fake avatar service and fake Discord and Roblox sign-in
 * (apps/api/test/helpers/fake-sign-in-providers.ts) on loopback, for every browser spec.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeSignInProviders } from '../../apps/api/test/helpers/fake-sign-in-providers.ts';
import { RATE_LIMITS_OUT_OF_REACH } from '../../apps/api/test/helpers/server-processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((r) => server.close(r));
  return port;
}

/** Answers like the avatar service with "no such user", so pages show initials avatars without waiting. */
function startFakeRoblox(): Server {
  return createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url?.startsWith('/v1/usernames/users') ? '{"data":[]}' : '{"data":[]}');
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The site did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'league-e2e-'));
  const roblox = startFakeRoblox();
  const robloxUrl = `http://127.0.0.1:${await listen(roblox)}`;
  const signIn = await startFakeSignInProviders();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      // The specs sign up and write from one address.
      ...RATE_LIMITS_OUT_OF_REACH,
      // The site shares two cores with the other suites (scripts/test-all.sh): pages are drawn with their
      // data, as on a quiet server, however loaded the machine (the drawing without is the API tests').
      FIRST_VIEW_DATA_WAIT_MS: '20000',
      LOG_LEVEL: 'warn',
      ROBLOX_USERS_API: robloxUrl,
      ROBLOX_THUMBNAILS_API: robloxUrl,
      ...signIn.env(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 300_000);
  console.log(`e2e: site up at ${baseUrl} in ${Date.now() - started} ms (seeded demo league)`);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    roblox.close();
    await signIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
