/**
 * Writes the whole site to one file (src/db/backup.ts says what it holds):
 *
 *   npm run backup -- FILE
 *       reads the database directly: PostgreSQL (DATABASE_URL) while the site runs, or the embedded
 *       database in DATA_DIR while the site is stopped (only one process may open that folder);
 *   LEAGUE_PASSWORD='…' npm run backup -- FILE --from http://localhost:3000 --username ann
 *       asks a running site for it (GET /api/admin/backup, superadmins only): how a site on the embedded
 *       database is backed up without stopping it.
 *
 * The file appears only when complete and checked: it is written next to FILE and renamed at the end.
 */
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import type { BackupSummary } from '../db/backup.ts';
import { checkBackup } from '../db/backup-reader.ts';
import { writeBackup } from '../db/backup-writer.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { formatTableLines } from './progress.ts';

const USAGE = `Usage: npm run backup -- FILE
       LEAGUE_PASSWORD=… npm run backup -- FILE --from URL --username NAME   (a superadmin of that site)`;

class UsageError extends Error {}

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        from: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) return { help: true as const };
    const [given, ...rest] = positionals;
    if (!given || rest.length > 0) throw new UsageError('Name one file to write.');
    if (values.from !== undefined && !values.username) throw new UsageError('--from needs --username.');
    // npm runs the script in apps/api; a relative FILE means one relative to where the command was typed.
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
    return { help: false as const, file, from: values.from, username: values.username };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

async function fromDatabase(partial: string): Promise<{ summary: BackupSummary; source: string }> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/db`,
  }).catch((err: unknown) => {
    if (err instanceof DataDirLockedError)
      throw new Error(
        `${err.message}.\nTo back up a running site, ask it: LEAGUE_PASSWORD=… npm run backup -- FILE ` +
          `--from http://localhost:${config.port} --username SUPERADMIN`,
      );
    throw err;
  });
  try {
    const summary = await writeBackup(database.db, createWriteStream(partial));
    const source = database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    return { summary, source };
  } finally {
    await database.close();
  }
}

async function fromSite(partial: string, site: string, username: string) {
  const password = process.env.LEAGUE_PASSWORD;
  if (!password) throw new UsageError('Set LEAGUE_PASSWORD to the password of --username.');
  const base = site.replace(/\/$/, '');
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login at ${base} failed: ${await errorText(login)}`);
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${base}/api/admin/backup`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok || !answer.body) throw new Error(`The site refused the backup: ${await errorText(answer)}`);
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream), createWriteStream(partial));
  // The download could have been cut: read it through before calling it a backup.
  const summary = await checkBackup(createReadStream(partial));
  return { summary, source: base };
}

async function errorText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return `${response.status} ${body?.message ?? response.statusText}`;
}

async function main(): Promise<number> {
  const args = readArguments();
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const partial = `${args.file}.partial`;
  const started = performance.now();
  try {
    const { summary, source } =
      args.from !== undefined && args.username !== undefined
        ? await fromSite(partial, args.from, args.username)
        : await fromDatabase(partial);
    renameSync(partial, args.file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const kb = Math.ceil(statSync(args.file).size / 1024).toLocaleString('en-US');
    console.log(
      `Backed up ${source} (schema version ${summary.header.schemaVersion}) to ${args.file}: ${kb} KB in ${seconds} s`,
    );
    console.log(formatTableLines(new Map(Object.entries(summary.tables))).join('\n'));
    return 0;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    if (err instanceof UsageError) console.error(`\n${USAGE}`);
    process.exitCode = 1;
  },
);
