/**
 * The server as an operator runs it: real processes started from src/server.ts.
 * - wrong settings, a taken port, an unreachable PostgreSQL: exit 1 with one line saying what to fix;
 * - one process per data folder: a second one refuses naming the first; after a kill -9 the next starts;
 * - SIGTERM during CSV uploads: every upload is either complete or absent, exit 0, folder released.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { STAGES, STAT_FIELDS } from '@league/shared/domain/league';
import type { BatchCsvBody } from '@league/shared/schemas/stat-uploads';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { games, players, stats, teams } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { freePort, serverProcessesOfFile } from './helpers/server-processes.ts';

const { tempDir, spawn } = serverProcessesOfFile();

interface Running {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** `node src/server.ts` with only the given environment (plus PATH), logging JSON lines. */
function startServer(env: Record<string, string>, port: number): Running {
  const { child, output } = spawn({
    PORT: String(port),
    JWT_SECRET: 'process-test-secret-0123456789',
    LOG_LEVEL: 'info',
    ...env,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output, exited };
}

async function waitReady(server: Running, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

/** The `msg` of each JSON log line at level fatal. */
const fatalLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 60)
    .map((line) => line.msg);

/** A migrated folder holding the demo league, made once and copied per test. */
let seededDir: string;
let upload: BatchCsvBody;

async function tableCounts(dataDir: string) {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') });
  try {
    const [g] = await database.db.select({ n: count() }).from(games);
    const [s] = await database.db.select({ n: count() }).from(stats);
    return { games: g?.n ?? 0, stats: s?.n ?? 0 };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  seededDir = tempDir();
  // Engine-free (test/engine-free.ts): only the embedded pass runs this file, with its migrated template.
  cpSync(inject('templateDir'), join(seededDir, 'db'), { recursive: true });
  const database = await openDatabase({ dataDir: join(seededDir, 'db') });
  try {
    await seedDemo(database.db, { scale: 1 });
    // A copy of the first game's sheet: same season, teams, score and lines, uploaded as a new game.
    const [game] = await database.db.select().from(games).orderBy(asc(games.id)).limit(1);
    if (!game) throw new Error('the demo league has no game');
    const teamName = async (id: number) =>
      (await database.db.select({ name: teams.name }).from(teams).where(eq(teams.id, id)))[0]?.name ?? '';
    const lines = await database.db
      .select()
      .from(stats)
      .innerJoin(players, eq(players.id, stats.playerId))
      .where(eq(stats.gameId, game.id));
    upload = {
      gameData: {
        teamNames: [await teamName(game.team1Id), await teamName(game.team2Id)],
        seasonId: game.seasonId,
        team1Score: game.team1Score,
        team2Score: game.team2Score,
        stage: (STAGES as readonly string[]).includes(game.stage ?? '')
          ? (game.stage as BatchCsvBody['gameData']['stage'])
          : STAGES[0],
      },
      statsData: lines.map(({ stats: line, players: player }) => ({
        playerName: player.name,
        ...Object.fromEntries(STAT_FIELDS.map((f) => [f, line[f]])),
      })) as BatchCsvBody['statsData'],
    };
  } finally {
    await database.close();
  }
});

function seededCopy(): string {
  const dir = tempDir();
  cpSync(seededDir, dir, { recursive: true });
  return dir;
}

describe('start-up checks', () => {
  it.each([
    ['PORT', 'abc', 'expected a port number from 1 to 65535'],
    ['CURRENT_SEASON', 'abc', 'expected a season number'],
    ['LEAGUE_TIME_ZONE', 'Europe/Berlinn', 'expected an IANA time zone'],
    ['PUBLIC_URL', 'not-a-url', 'expected an http(s) address'],
  ])('stops on %s=%s with one line', async (name, value, expected) => {
    const server = startServer({ DATA_DIR: tempDir(), [name]: value }, await freePort());
    expect(await server.exited).toBe(1);
    expect(fatalLines(server.output())).toEqual([
      expect.stringContaining(`Invalid setting ${name}=${JSON.stringify(value)}: ${expected}`),
    ]);
  });

  it('finds a taken port before seeding the demo league', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const dataDir = tempDir();
      const server = startServer({ DATA_DIR: dataDir }, port);
      expect(await server.exited).toBe(1);
      expect(fatalLines(server.output())).toEqual([
        `Port ${port} on 127.0.0.1 is already in use (set PORT to another one, or stop what is using it)`,
      ]);
      expect(server.output()).not.toContain('seeding');
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('says in one line that PostgreSQL cannot be reached', async () => {
    const closed = await freePort();
    const server = startServer(
      { DATA_DIR: tempDir(), DATABASE_URL: `postgres://league:secret@127.0.0.1:${closed}/league` },
      await freePort(),
    );
    expect(await server.exited).toBe(1);
    expect(fatalLines(server.output())).toEqual([
      `Cannot reach PostgreSQL at 127.0.0.1:${closed}: connection refused (check DATABASE_URL)`,
    ]);
    expect(server.output()).not.toContain('secret');
  });
});

describe('one server process per data folder', () => {
  it('refuses a second process naming the first, and starts again after the first is killed with -9', async () => {
    const dataDir = seededCopy();
    const first = startServer({ DATA_DIR: dataDir }, await freePort());
    await waitReady(first);

    const second = startServer({ DATA_DIR: dataDir }, await freePort());
    expect(await second.exited).toBe(1);
    const lines = fatalLines(second.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`is in use by process ${first.child.pid} `);
    expect(lines[0]).toContain(join(dataDir, 'db'));
    // The first one never noticed.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, 'db', LOCK_FILE))).toBe(true);

    const third = startServer({ DATA_DIR: dataDir }, await freePort());
    await waitReady(third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db', LOCK_FILE))).toBe(false);
  });
});

describe('clean stop', () => {
  it('on SIGTERM during CSV uploads: each upload is whole or absent, exit 0', async () => {
    const dataDir = seededCopy();
    const before = await tableCounts(dataDir);
    // However slow the machine, the uploads get the time they need: exit 0 says they finished.
    const server = startServer({ DATA_DIR: dataDir, STOP_TIMEOUT_MS: '240000' }, await freePort());
    await waitReady(server);
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_admin', password: 'volley-demo-1' }),
    });
    const { token } = (await login.json()) as { token: string };

    const uploads = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/stats/batch-csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(upload),
      }).then(
        (res) => res.status,
        () => 'no answer' as const,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(uploads);
    // Exit 0: the requests in flight finished; the stop's own timeout would have exited 1.
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM: finishing the requests in flight');

    const created = statuses.filter((s) => s === 201).length;
    expect(statuses.every((s) => s === 201 || s === 503 || s === 'no answer')).toBe(true);
    expect(await tableCounts(dataDir)).toEqual({
      games: before.games + created,
      stats: before.stats + created * upload.statsData.length,
    });
  });

  it('exits at once on a second signal', async () => {
    const server = startServer({ DATA_DIR: seededCopy(), STOP_TIMEOUT_MS: '240000' }, await freePort());
    await waitReady(server);
    const hanging = await hangingRequest(server.port);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    // It was the second signal that ended it, not the stop's timeout (which says so): no clock is read,
    // so a loaded machine cannot fail this.
    expect(server.output()).toContain('SIGTERM again: exiting now');
    expect(server.output()).not.toContain('Still stopping after');
    hanging.destroy();
  });

  it('exits 1 and says so when the stop outlasts STOP_TIMEOUT_MS', async () => {
    const server = startServer({ DATA_DIR: seededCopy(), STOP_TIMEOUT_MS: '500' }, await freePort());
    await waitReady(server);
    const hanging = await hangingRequest(server.port);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Still stopping after 0.5 s: exiting now');
    hanging.destroy();
  });
});

/** A request in flight that a stop waits for: a body that never finishes. */
async function hangingRequest(port: number): Promise<Socket> {
  const hanging = connect(port, '127.0.0.1');
  hanging.on('error', () => {});
  hanging.write(
    'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
  );
  await new Promise((r) => setTimeout(r, 200));
  return hanging;
}
