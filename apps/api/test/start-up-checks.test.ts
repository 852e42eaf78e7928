/**
 * Starts an operator can fix end with one line saying what to fix and exit code 1, never a stack or a hang
 * (README, Configuration): a PostgreSQL that takes connections but never answers, a data or backup folder
 * that is a file, a setting holding a secret, a secrets key that does not open the sealed secrets. Real
 * processes started from src/server.ts. A start with BACKUP_DIR set: test/start-with-backups.test.ts.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { chatWebhooks } from '../src/db/schema.ts';
import { createSecretBox } from '../src/lib/secrets-at-rest.ts';
import { createUser } from './helpers/auth.ts';
import { freePort, serverProcessesOfFile } from './helpers/server-processes.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const { tempDir, spawn } = serverProcessesOfFile();
const servers: Server[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  // A server closes only once its connections have: the silent one's never end by themselves.
  for (const socket of sockets) socket.destroy();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

/** A TCP server on loopback that accepts every connection and never says a word. */
async function silentServer(): Promise<number> {
  const server = createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** Runs the server until it exits (or `timeoutMs`); answers its exit code and its fatal log lines. */
async function startUntilExit(env: Record<string, string>, timeoutMs = 120_000) {
  const { child, output: outputOf } = spawn({
    PORT: String(await freePort()),
    JWT_SECRET: 'start-test-secret-0123456789',
    ...env,
  });
  const started = Date.now();
  const code = await new Promise<number | null | 'hung'>((resolve) => {
    const timer = setTimeout(() => resolve('hung'), timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const output = outputOf();
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
  return {
    code,
    seconds: (Date.now() - started) / 1000,
    output,
    fatal: lines.filter((line) => line.level === 60),
  };
}

describe('the start ends with one line', () => {
  it('when PostgreSQL takes the connection but never answers: a connection timeout', async () => {
    const port = await silentServer();
    const run = await startUntilExit({
      DATABASE_URL: `postgres://league:hunter2@127.0.0.1:${port}/league`,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
    });
    expect(run.code, run.output).toBe(1);
    expect(run.fatal.map((line) => line.msg)).toEqual([
      `Cannot reach PostgreSQL at 127.0.0.1:${port}: no answer within 1.5 s (check DATABASE_URL)`,
    ]);
    expect(run.output).not.toContain('hunter2');
  });

  it('when DATA_DIR is a file', async () => {
    const file = join(tempDir(), 'data.txt');
    writeFileSync(file, 'not a folder');
    const run = await startUntilExit({ DATA_DIR: file });
    expect(run.code, run.output).toBe(1);
    expect(run.fatal.map((line) => line.msg)).toEqual([
      `Invalid setting DATA_DIR="${file}": expected a folder, and that is a file`,
    ]);
    expect(run.fatal[0]?.err).toBeUndefined();
  });

  it('when BACKUP_DIR is a file, or inside the embedded database folder', async () => {
    const data = tempDir();
    const file = join(data, 'backups.txt');
    writeFileSync(file, 'not a folder');
    const run = await startUntilExit({ DATA_DIR: data, BACKUP_DIR: file });
    expect(run.code, run.output).toBe(1);
    expect(run.fatal.map((line) => line.msg)).toEqual([
      `Invalid setting BACKUP_DIR="${file}": expected a folder, and that is a file`,
    ]);
    const inside = await startUntilExit({ DATA_DIR: data, BACKUP_DIR: join(data, 'db', 'backups') });
    expect(inside.code, inside.output).toBe(1);
    expect(inside.fatal[0]?.msg).toMatch(
      /^Invalid setting BACKUP_DIR=.*: expected a folder outside DATA_DIR\/db/,
    );
  });

  it('when a setting is wrong, without printing the secret in it', async () => {
    const run = await startUntilExit({ JWT_SECRET: 'short-s3cret' });
    expect(run.code, run.output).toBe(1);
    expect(run.output).not.toContain('s3cret');
    expect(run.fatal.map((line) => line.msg)).toEqual([
      'Invalid setting JWT_SECRET=(hidden, 12 characters): expected a secret of at least 16 characters',
    ]);
  });

  it('when MAX_SEASON is below CURRENT_SEASON', async () => {
    const run = await startUntilExit({ CURRENT_SEASON: '12', MAX_SEASON: '3', DATA_DIR: tempDir() });
    expect(run.code, run.output).toBe(1);
    expect(run.fatal.map((line) => line.msg)).toEqual([
      'Invalid setting MAX_SEASON="3": expected a season number of at least CURRENT_SEASON (12)',
    ]);
  });
});

describe('the secrets key', () => {
  it('that does not open the sealed secrets stops the start with one line, and changes nothing', async () => {
    const data = tempDir();
    // The embedded database in the server's data folder, or a PostgreSQL database of its own.
    const test = process.env.DATABASE_URL ? await openTestDatabase() : undefined;
    const template = inject('templateDir');
    if (!test) cpSync(template, join(data, 'db'), { recursive: true });
    const open = async () => test?.database ?? (await openDatabase({ dataDir: join(data, 'db') }));
    const sealedWithA = createSecretBox(Buffer.alloc(32, 1)).seal(
      'https://chat.example/hooks/1/t0ken',
      'chat_webhooks.url',
    );
    const database = await open();
    // A member, so the start does not seed the demo league into what it takes for an empty database.
    await createUser(database.db);
    await database.db.insert(chatWebhooks).values({ name: 'Results', url: sealedWithA, events: [] });
    if (!test) await database.close();
    const keyB = Buffer.alloc(32, 2).toString('base64');
    const run = await startUntilExit({
      DATA_DIR: data,
      SECRETS_KEY: keyB,
      ...(test?.url ? { DATABASE_URL: test.url } : {}),
    });
    expect(run.code, run.output).toBe(1);
    expect(run.fatal.map((line) => line.msg)).toEqual([
      'Invalid setting SECRETS_KEY: its key does not open the chat webhooks and push subscriptions stored in the database; set SECRETS_KEY to the key they were sealed with',
    ]);
    expect(run.output).not.toContain(keyB);
    const after = await open();
    try {
      expect((await after.db.select().from(chatWebhooks)).map((row) => row.url)).toEqual([sealedWithA]);
    } finally {
      await (test ? test.dispose() : after.close());
    }
  });
});
