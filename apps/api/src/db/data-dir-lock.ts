/**
 * One writer per embedded-database folder. PGlite has no lock of its own: two processes on one folder both
 * started and both served, and what one wrote was lost when the other stopped. The first process creates
 * an exclusive pid file in the folder; a later one reads it and refuses while that process is alive. A
 * file left by a process that died without cleaning up (kill -9, power loss) names a dead process, so the
 * next start takes it over. A pid is reused by the system, so the file also names when its holder started
 * (the boot and the start time the kernel gives it, /proc/<pid>/stat): a live process with that pid that
 * started at another moment is someone else, and the file is taken over too. A holder on another host (a
 * container that was replaced, a shared disk) cannot be asked, so its file counts as held while it keeps
 * being touched: the holder refreshes it every HEARTBEAT_MS, and one untouched for STALE_MS is taken over.
 */

import { randomUUID } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 30_000;

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
  /** Tells this process apart from an earlier one that had the same pid (a restarted container). */
  token: string;
  /** When the holder started, as `{boot id}:{start time in clock ticks}`; absent without /proc or in older files. */
  processStart?: string;
}

const PROCESS_TOKEN = randomUUID();
const OWN_START = processStartOf('self');

export class DataDirLockedError extends Error {
  readonly holder: Holder;
  constructor(dir: string, holder: Holder) {
    const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
    super(
      `The data folder ${dir} is in use by process ${holder.pid}${where} (${holder.command}, started ${holder.startedAt}); ` +
        'stop it first, or give this one another DATA_DIR',
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

export interface DataDirLock {
  release(): void;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0
      ? {
          pid: holder.pid,
          host: String(holder.host ?? ''),
          startedAt: String(holder.startedAt ?? '?'),
          command: String(holder.command ?? 'node'),
          token: String(holder.token ?? ''),
          ...(typeof holder.processStart === 'string' ? { processStart: holder.processStart } : {}),
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When process `pid` started: the boot it runs in and its start time in clock ticks after that boot (field 22
 * of /proc/<pid>/stat, after the command name in parentheses, which may itself hold spaces). Undefined
 * without /proc (macOS) or for a process that is gone.
 */
export function processStartOf(pid: number | 'self'): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at field 3 (state), so field 22 is at index 19.
    const ticks = fields[19];
    return ticks && /^\d+$/.test(ticks) ? `${boot}:${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

/** Is the process that wrote `holder` still running? Pids are reused, so a different process does not count. */
function isAlive(holder: Holder, file: string): boolean {
  if (holder.host !== hostname()) {
    try {
      return Date.now() - statSync(file).mtimeMs < STALE_MS;
    } catch {
      return false;
    }
  }
  // This very process (a second open), or a dead predecessor with the same pid (a restarted container).
  if (holder.pid === process.pid) return holder.token === PROCESS_TOKEN;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (holder.processStart !== undefined) {
    const now = processStartOf(holder.pid);
    // Without /proc the live pid is taken as the holder; with it, only a process started at that moment.
    if (now !== undefined) return now === holder.processStart;
  }
  try {
    // An older file without a start time: at least the program must be Node.
    return readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): a live pid is taken as the holder
  }
}

/** Takes the folder or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dir: string): DataDirLock {
  const file = join(dir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 200) || 'node',
    token: PROCESS_TOKEN,
    ...(OWN_START ? { processStart: OWN_START } : {}),
  };
  // Written whole under a private name, then linked into place: link fails if the file exists, so no
  // other process ever reads a half-written holder.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        const heartbeat = setInterval(() => {
          try {
            const now = new Date();
            utimesSync(file, now, now);
          } catch {}
        }, HEARTBEAT_MS);
        heartbeat.unref();
        return {
          release() {
            clearInterval(heartbeat);
            if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
          },
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder, file)) throw new DataDirLockedError(dir, holder);
      // Stale: move it aside under our own name (atomic), and only drop it if it is still the stale one.
      const aside = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const moved = readHolder(aside);
      if (moved && holder && moved.pid !== holder.pid) {
        // Another starter replaced the stale file in between: put its live file back and look again.
        try {
          linkSync(aside, file);
        } catch {}
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`Could not take the data folder ${dir}: its lock file ${file} keeps changing`);
  } finally {
    try {
      unlinkSync(draft);
    } catch {}
  }
}
