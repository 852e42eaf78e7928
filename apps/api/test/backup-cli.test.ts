import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { loadLeagueFixtures } from './helpers/fixtures.ts';
import { siteFingerprint } from './helpers/site-fingerprint.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on embedded databases (the commands'
 * arguments, file names relative to where they were typed, messages and exit codes). The formats and
 * the database kinds are covered by backup-restore.test.ts and test-postgres/backup-restore.test.ts.
 */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'league-backup-cli-'));
const source = join(root, 'source');

async function cli(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `src/cli/${name}.ts`, ...args],
      {
        cwd: API_DIR,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the backup and restore commands', () => {
  beforeAll(async () => {
    // A stopped site's data folder with the fixture league: a copy of the suite's migrated template (only the
    // embedded pass runs this file: test/engine-free.ts). The commands always get DATA_DIR.
    cpSync(inject('templateDir'), join(source, 'db'), { recursive: true });
    const handle = await openDatabase({ dataDir: join(source, 'db') });
    await loadLeagueFixtures(handle.db);
    await handle.close();
  });

  it('back up a stopped site to a file named relative to where the command was typed, and restore it', async () => {
    const backup = await cli('backup', ['site.jsonl.gz'], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backed up the embedded database in .+ \(schema version \d+\) to .+site\.jsonl\.gz/,
    );
    expect(existsSync(join(root, 'site.jsonl.gz'))).toBe(true);
    expect(existsSync(join(root, 'site.jsonl.gz.partial'))).toBe(false);

    const target = join(root, 'target');
    const restore = await cli('restore', ['site.jsonl.gz'], target);
    expect(restore.code).toBe(0);
    // Not a terminal: one plain summary, no cursor movements.
    expect(restore.stderr).toMatch(
      /^Restoring .+site\.jsonl\.gz into the embedded database in .+\n {2}users +\d+ rows\n/,
    );
    expect(restore.stderr).not.toContain('\u001b[');
    expect(restore.stdout).toMatch(/^Restored \d+ rows made /);

    const [from, to] = [
      await openDatabase({ dataDir: join(source, 'db') }),
      await openDatabase({ dataDir: join(target, 'db') }),
    ];
    try {
      expect(await siteFingerprint(to.db)).toEqual(await siteFingerprint(from.db));
    } finally {
      await Promise.all([from.close(), to.close()]);
    }

    const again = await cli('restore', ['site.jsonl.gz'], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Nothing was restored: The database is not empty (users,');
  });

  it('refuses to read a data folder another process holds, and says how to back up a running site', async () => {
    const held = await openDatabase({ dataDir: join(source, 'db') });
    try {
      const backup = await cli('backup', ['held.jsonl.gz'], source);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`is in use by process ${process.pid}`);
      expect(backup.stderr).toContain(
        'npm run backup -- FILE --from http://localhost:3000 --username SUPERADMIN',
      );
      expect(existsSync(join(root, 'held.jsonl.gz'))).toBe(false);
      expect(existsSync(join(root, 'held.jsonl.gz.partial'))).toBe(false);
    } finally {
      await held.close();
    }
  });

  it('explain their usage when the file is missing', async () => {
    const backup = await cli('backup', [], source);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('Usage: npm run backup -- FILE');
    const restore = await cli('restore', ['no-such-file.gz'], join(root, 'unused'));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('No such file: ');
  });
});
