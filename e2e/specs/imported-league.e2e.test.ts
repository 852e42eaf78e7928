/**
 * A league moved in from the previous site, in the browser: the legacy quirks fixture goes through
 * `npm run import-legacy` into a fresh embedded database, a site is started on it (beside the demo site
 * of the other specs), and its pages show the imported data at the old ids; a member logs in with the
 * password they had on the old site.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegacyDatabase, type LegacyDatabase } from '../../apps/api/test/helpers/legacy-db.ts';
import { LEGACY_PASSWORD, loadLegacyFixture } from '../../apps/api/test/helpers/legacy-fixture.ts';
import { RATE_LIMITS_OUT_OF_REACH } from '../../apps/api/test/helpers/server-processes.ts';
import { useBrowser } from '../support/browser.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const b = useBrowser();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the site on the imported league did not become healthy');
}

describe('a league imported from the previous site', () => {
  let legacy: LegacyDatabase;
  let dataDir: string;
  let site: ChildProcess | undefined;

  beforeAll(async () => {
    legacy = await createLegacyDatabase();
    await loadLegacyFixture(legacy);
    await legacy.release();
    dataDir = mkdtempSync(join(tmpdir(), 'league-e2e-imported-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const imported = await run(['apps/api/src/cli/import-legacy.ts', '--from', legacy.from], env);
    expect(imported.code, imported.output).toBe(0);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    site = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        // The specs sign up and write from one address.
        ...RATE_LIMITS_OUT_OF_REACH,
        LOG_LEVEL: 'warn',
        // Nothing answers here: avatars fall back to initials at once.
        ROBLOX_USERS_API: 'http://127.0.0.1:9',
        ROBLOX_THUMBNAILS_API: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(baseUrl, site);
    b.baseUrl = baseUrl;
  }, 600_000);

  afterAll(async () => {
    site?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (site && site.exitCode === null) site.kill('SIGKILL');
    await legacy?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows an imported player at the old id, with the name as the old site wrote it', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/players/22');
    await page.getByRole('heading', { level: 1, name: 'SpikeKing' }).waitFor();
    await page
      .getByRole('link', { name: /Tidal Wave/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows a team with its placement and its roster from both old join tables', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/teams/tidal-wave?season=1');
    await page.getByRole('heading', { level: 1, name: /Tidal Wave/ }).waitFor();
    await page.getByText('2nd Place (D1)').first().waitFor();
    // The sections start closed. SpikeKing is in both old tables; libero_lu only in players_teams_teams.
    await page.getByRole('button', { name: /^Players/ }).click();
    await page.getByText('SpikeKing').first().waitFor();
    await page.getByText('libero_lu').first().waitFor();
    await context.close();
  });

  it('shows an approved article, and keeps pending and rejected ones private', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/articles/70');
    await page.getByRole('heading', { level: 1, name: 'Season 1 recap' }).waitFor();
    const list = (await (await fetch(`${b.baseUrl}/api/articles`)).json()) as { id: number }[];
    expect(list.map((a) => a.id).sort()).toEqual([70, 73]);
    await context.close();
  });

  it('lets a member log in with the password they had on the old site', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('legacy_lee');
    await page.getByLabel('Password').fill(LEGACY_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${b.baseUrl}/`);
    await context.close();
  });
});
