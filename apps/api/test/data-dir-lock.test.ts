/**
 * The data folder lock on its own (the two-process behaviour is in server-process.test.ts): held while
 * its holder lives, taken over from a dead one, and a holder on another host counts while it keeps
 * touching the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/lib/data-dir-lock.ts';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'league-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const holderFile = (dir: string, holder: Record<string, unknown>, ageMs = 0) => {
  const file = join(dir, LOCK_FILE);
  writeFileSync(
    file,
    JSON.stringify({ command: 'node server.ts', startedAt: '2026-01-01T00:00:00Z', ...holder }),
  );
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return file;
};

describe('lockDataDir', () => {
  it('refuses a second open while the first holds the folder, and frees it on release', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid} `);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a file left by a process that is gone', () => {
    const dir = folder();
    holderFile(dir, { pid: deadPid(), host: hostname(), token: 'x' });
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid} `);
    lock.release();
  });

  it('takes over a file naming this pid from an earlier process (a restarted container)', () => {
    const dir = folder();
    holderFile(dir, { pid: process.pid, host: hostname(), token: 'an-earlier-process' });
    lockDataDir(dir).release();
  });

  it('counts a holder on another host while its file is fresh, and takes it over once stale', () => {
    const dir = folder();
    holderFile(dir, { pid: 1, host: 'other-host', token: 'x' }, 5_000);
    expect(() => lockDataDir(dir)).toThrow('is in use by process 1 on host other-host');
    holderFile(dir, { pid: 1, host: 'other-host', token: 'x' }, 60_000);
    lockDataDir(dir).release();
  });
});
