/**
 * A league's own tool generated from the served API document: openapi-typescript makes the types, the
 * TypeScript compiler checks test/api-client/client.ts against them, and the client then runs against the
 * server (leaderboard, a player, login, a stat sheet upload). A document that disagrees with the server
 * fails here, at compile time (a shape or a required flag) or at run time (what the server answers).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/auth.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
// Imported by path at run time: the client needs the generated types, which exist only while this runs.
const clientModule = join(apiRoot, 'test/api-client/client.ts');
type RunClient = (
  fetch: typeof globalThis.fetch,
  input: { playerId: number; username: string; password: string; seasonId: number },
) => Promise<Record<string, unknown> & { playerTeams: string[]; leaderboardTop?: { name: string } }>;
const tsc = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

const t = useLeagueApp({ fixtures: true });
let work: string;

beforeAll(() => {
  // Inside the package, so `openapi-fetch` resolves from node_modules as it would in a tool's repository.
  mkdirSync(join(apiRoot, 'node_modules/.cache'), { recursive: true });
  work = mkdtempSync(join(apiRoot, 'node_modules/.cache/api-client-'));
  return () => rmSync(work, { recursive: true, force: true });
});

/** `fetch` for the client, answered by the app in process. */
const fetchFromApp: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const body = request.body ? await request.text() : undefined;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body === undefined ? {} : { payload: body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) headers.set(name, String(value));
  return new Response(res.statusCode === 304 ? null : res.rawPayload, { status: res.statusCode, headers });
};

describe('a client generated from the API document', () => {
  it('type-checks against the generated types', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    writeFileSync(join(work, 'api.ts'), astToString(await openapiTS(document)));
    copyFileSync(clientModule, join(work, 'client.ts'));
    const compilerOptions = {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
      lib: ['es2022', 'dom'],
    };
    writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['client.ts'] }));
    writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module' }));
    const check = spawnSync(tsc, ['-p', work], { encoding: 'utf8' });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  it('reads the leaderboard and a player, logs in and uploads a stat sheet', async () => {
    const admin = await createUser(t.db, { role: 'admin', password: 'client-password-1' });
    const { runClient } = (await import(clientModule)) as { runClient: RunClient };
    const run = await runClient(fetchFromApp, {
      playerId: FX.players.nightowl,
      username: admin.username,
      password: admin.password,
      seasonId: FX.seasons.s3.id,
    });
    expect(run.playerName).toBe('nightowl_77');
    expect(run.playerTeams).toContain('Storm Crows');
    expect(run.leaderboardTotal).toBeGreaterThan(0);
    expect(run.leaderboardTop?.name).toEqual(expect.any(String));
    expect(run.role).toBe('admin');
    expect(run.uploadedLines).toBe(2);
    expect(run.uploadMessage).toEqual(expect.any(String));
  });
});
