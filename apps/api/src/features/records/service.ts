/**
 * Records (docs/product/records.md#recalculation): rebuilt whole, in one transaction, deterministically. Stat
 * writes ask for it after they commit (`effects.after('records')`, which `followStatWrites` schedules); bursts
 * coalesce into one run and reads never wait.
 */
import { recordExportColumns, recordExportRows } from '@league/shared/domain/record-export';
import { RECORD_TYPES, type RecordType, recordDefinitions } from '@league/shared/domain/records';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { LeagueRecord } from '@league/shared/schemas/records';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { TableExport } from '../../lib/export-reply.ts';
import {
  noticeChange,
  onAfterCommit,
  staffWrite,
  type WriteEffects,
  write,
} from '../../lib/writes/unit-of-work.ts';
import {
  buildRecordSources,
  countRecordRows,
  deleteAllRecords,
  insertRecordList,
  listRecords,
  type RecordRow,
} from './queries.ts';

const entryKey = (r: RecordRow) => `${r.type}:${r.record}:${r.playerId}:${r.gameId ?? r.seasonId}`;

/**
 * A player who enters a list (a game or a season not on it before) is news for the player's followers
 * (docs/product/follows.md#notifications). A first build (no records before, as after a restore) tells nobody.
 */
async function tellNewRecords(effects: WriteEffects, before: RecordRow[], after: RecordRow[]): Promise<void> {
  if (before.length === 0) return;
  const known = new Set(before.map(entryKey));
  for (const r of after) {
    if (known.has(entryKey(r)) || r.playerId === null || r.playerName === null) continue;
    await effects.push({
      kind: 'player-record',
      player: { id: r.playerId, name: r.playerName },
      record: {
        type: r.type === 'season' ? 'season' : 'game',
        name: r.record,
        rank: r.rank,
        value: r.value,
        of: r.gameId ?? r.seasonId ?? 0,
      },
    });
  }
}

/** Replaces every record list inside `tx`; answers how many record rows were created. */
async function rebuildRecords(tx: Tx, effects: WriteEffects): Promise<number> {
  const before = await listRecords(tx);
  await deleteAllRecords(tx);
  await buildRecordSources(tx);
  let created = 0;
  for (const type of RECORD_TYPES) {
    const definitions = recordDefinitions(type);
    for (const [order, definition] of definitions.entries()) {
      created += await insertRecordList(tx, type, definition, order);
    }
  }
  await tellNewRecords(effects, before, await listRecords(tx));
  return created;
}

/** Replaces every record list; answers how many record rows were created. */
export async function recalculateRecords(db: Db): Promise<number> {
  return write(db, rebuildRecords);
}

/**
 * POST /api/records/calculate: a staff member's recalculation, logged with its result (the background runs
 * after stat writes are part of those writes and are not logged again).
 */
export async function recalculateRecordsByStaff(db: Db, actor: AuthUser): Promise<number> {
  return staffWrite(db, actor, async (tx, effects) => {
    const before = await countRecordRows(tx);
    const created = await rebuildRecords(tx, effects);
    return {
      result: created,
      activity: {
        kind: 'recalculation',
        entityType: 'records',
        entityId: null,
        entityLabel: 'All records',
        // A rebuild replaces every row, so the entry gives both counts as what it set.
        after: { recordRows: created, replacedRows: before },
      },
    };
  });
}

/**
 * One kind's records as a file (docs/product/records.md#exports): the lists the page's tab shows, from the
 * same read as the page.
 */
export async function readRecordsExport(
  db: Db,
  type: RecordType,
  siteName: string,
  format: ExportFormat,
): Promise<TableExport<LeagueRecord>> {
  return {
    filename: exportFilename([siteName, 'records', type === 'game' ? 'single game' : 'season'], format),
    columns: recordExportColumns(type),
    rows: recordExportRows(await readRecords(db), type),
  };
}

export async function readRecords(db: Db): Promise<LeagueRecord[]> {
  const rows = await listRecords(db);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    record: r.record,
    rank: r.rank,
    value: r.value,
    date: r.date === null ? null : new Date(r.date).toISOString(),
    gameId: r.gameId,
    player: r.playerId === null || r.playerName === null ? null : { id: r.playerId, name: r.playerName },
    season:
      r.seasonId === null || r.seasonNumber === null
        ? null
        : { id: r.seasonId, seasonNumber: r.seasonNumber },
  }));
}

const recalculationListeners = new WeakMap<Db, Set<() => void>>();

/** Calls `listener` after each background recalculation on `db` has committed; answers the unsubscribe. */
export function onRecordsRecalculated(db: Db, listener: () => void): () => void {
  const set = recalculationListeners.get(db) ?? new Set<() => void>();
  recalculationListeners.set(db, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

interface SchedulerState {
  running: Promise<void> | null;
  pending: boolean;
  timer: NodeJS.Timeout | null;
}
const schedulers = new WeakMap<Db, SchedulerState>();

/**
 * Asks for a recalculation soon. Calls within `delayMs` coalesce; a call during a run queues exactly one
 * more run, so the final tables always reflect the last committed write.
 */
export function scheduleRecordsRecalculation(db: Db, log?: FastifyBaseLogger, delayMs = 50): void {
  let state = schedulers.get(db);
  if (!state) {
    state = { running: null, pending: false, timer: null };
    schedulers.set(db, state);
  }
  const s = state;
  s.pending = true;
  if (s.timer || s.running) return;
  s.timer = setTimeout(function run() {
    s.timer = null;
    s.pending = false;
    s.running = recalculateRecords(db)
      .then(() => {
        for (const listener of recalculationListeners.get(db) ?? []) listener();
      })
      .catch((err: unknown) => log?.error({ err }, 'records recalculation failed'))
      .finally(() => {
        s.running = null;
        if (s.pending) s.timer = setTimeout(run, delayMs);
      });
  }, delayMs);
}

/** Recalculations queued or running (0, 1 or 2), for /metrics. */
export function recordsRecalculationBacklog(db: Db): number {
  const s = schedulers.get(db);
  return s ? Number(Boolean(s.running)) + Number(s.pending || Boolean(s.timer)) : 0;
}

/** Resolves once no recalculation is queued or running (tests and graceful shutdown). */
export async function settleRecordsRecalculation(db: Db): Promise<void> {
  const s = schedulers.get(db);
  while (s && (s.timer || s.running || s.pending)) {
    await (s.running ?? new Promise((r) => setTimeout(r, 10)));
  }
}

/**
 * Recalculates the records after every write that asks for it, and tells the caches and the other instances
 * once each background recalculation has committed, so pages showing records follow. Answers the stop.
 */
export function followStatWrites(db: Db, log?: FastifyBaseLogger): () => void {
  const stopScheduling = onAfterCommit(db, 'records', () => scheduleRecordsRecalculation(db, log));
  const stopNoticing = onRecordsRecalculated(db, () => void noticeChange(db));
  return () => {
    stopScheduling();
    stopNoticing();
  };
}
