/**
 * A start with BACKUP_DIR set (README, Backups): the first backup and its restore drill at once, and a clean
 * stop that leaves no partial file. A real process started from src/server.ts, on an embedded database in
 * a data folder of its own: the same on both passes of the suite, so it runs on the PGlite pass alone
 * (test/engine-free.ts), where it starts from the migrated template.
 */
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort, serverProcessesOfFile } from './helpers/server-processes.ts';

const { tempDir, spawn } = serverProcessesOfFile();

describe('a server with BACKUP_DIR', () => {
  it('writes a backup and drills it when it starts, and leaves no partial file when stopped', async () => {
    const data = tempDir();
    const template = inject('templateDir');
    if (template) cpSync(template, join(data, 'db'), { recursive: true });
    const backups = join(tempDir(), 'backups');
    const { child, output } = spawn({
      PORT: String(await freePort()),
      JWT_SECRET: 'start-test-secret-0123456789',
      DATA_DIR: data,
      BACKUP_DIR: backups,
    });
    // A start, a backup and a restore drill in a process of its own: minutes on a loaded machine.
    const deadline = Date.now() + 270_000;
    while (
      !/restore drill (passed|FAILED)/.test(output()) &&
      Date.now() < deadline &&
      child.exitCode === null
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(output()).toContain('scheduled backup written');
    expect(output()).toContain('restore drill passed');
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^league-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(readdirSync(backups).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
