/**
 * The data folder lock on its own (the two-process behaviour is in server-process.test.ts): held while
 * its holder lives, taken over from a dead one, and a holder on another host counts while it keeps
 * touching the file.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.ts';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'league-lock-'));
  dirs.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A live Node process that is not a holder of anything, with its pid. */
async function liveNodeProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'console.log("up"); setInterval(() => {}, 1000)'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child.pid as number;
}

/** Another process that takes the folder through this module and keeps it. */
async function holderProcess(dir: string): Promise<number> {
  const module = new URL('../src/db/data-dir-lock.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(module)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return child.pid as number;
}

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

  it('takes over a file whose pid now belongs to another live process (the pid was reused)', async () => {
    const dir = folder();
    const pid = await liveNodeProcess();
    // Written by a holder that started at another moment (or before a reboot) than the live process.
    holderFile(dir, { pid, host: hostname(), token: 'x', processStart: 'another-boot:12345' });
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds the folder', async () => {
    const dir = folder();
    const pid = await holderProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${pid} `);
  });

  it('counts a holder on another host while its file is fresh, and takes it over once stale', () => {
    const dir = folder();
    holderFile(dir, { pid: 1, host: 'other-host', token: 'x' }, 5_000);
    expect(() => lockDataDir(dir)).toThrow('is in use by process 1 on host other-host');
    holderFile(dir, { pid: 1, host: 'other-host', token: 'x' }, 60_000);
    lockDataDir(dir).release();
  });
});
