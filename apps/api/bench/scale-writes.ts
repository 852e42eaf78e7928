/** The Scale section's writes: a records recalculation, a stat-sheet upload, and a backup with its restore. */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { restoreBackup } from '../src/db/backup-restore.ts';
import { writeBackup } from '../src/db/backup-writer.ts';
import { type Db, type DbHandle, migrateDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { recalculateRecords, settleRecordsRecalculation } from '../src/features/records/service.ts';
import { openScratchDatabase } from './postgres.ts';
import { tempDir } from './processes.ts';
import { kb, mb, sample } from './report.ts';
import type { ScaleFigures } from './scale-figures.ts';
import type { Engine } from './servers.ts';
import { buildUploadBodies } from './upload-fixture.ts';

export async function measureWrites(
  db: Db,
  app: FastifyInstance,
  figures: ScaleFigures,
  at: [Engine, number],
  quick: boolean,
) {
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'demo_admin'`,
  );
  if (!admin) throw new Error('The demo admin is missing');
  const headers = { authorization: `Bearer ${await app.tokens.sign(admin.id)}` };
  const uploads = quick ? 3 : 5;
  const bodies = await buildUploadBodies(db, uploads + 1);
  const times: number[] = [];
  for (const [i, payload] of bodies.entries()) {
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/stats/batch-csv', headers, payload });
    const took = performance.now() - start;
    if (res.statusCode !== 201) throw new Error(`CSV upload answered ${res.statusCode}: ${res.body}`);
    if (i > 0) times.push(took); // the first one warms up
    await settleRecordsRecalculation(db); // the background recalculation must not overlap the next upload
  }
  figures.add(
    ...at,
    'upload',
    'CSV upload (new game, 12 lines)',
    times.sort((a, b) => a - b),
  );

  const recalcRuns = quick || at[1] >= 50 ? 2 : 3;
  const recalc = await sample(recalcRuns, () => recalculateRecords(db), 0);
  figures.add(...at, 'records', 'records recalculation', recalc);
}

/**
 * `npm run backup` and `npm run restore` in-process: one backup of the seeded league to a file, and its
 * restore into a fresh database of the same engine. The restore's figure carries the JavaScript heap's
 * growth at its peak, which stays flat when rows stream through instead of piling up.
 */
export async function measureBackup(database: DbHandle, figures: ScaleFigures, at: [Engine, number]) {
  const file = join(tempDir('backup'), 'league.jsonl.gz');
  const backupStart = performance.now();
  const summary = await writeBackup(database.db, createWriteStream(file));
  const backupMs = performance.now() - backupStart;
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  figures.add(
    ...at,
    'backup',
    'backup of the whole site',
    [backupMs],
    `; ${rows} rows, ${kb(statSync(file).size)}`,
  );

  const target = await openScratchDatabase(at[0], `restore_${at[0]}_${at[1]}_${process.pid}`);
  if ('missing' in target) return;
  try {
    await migrateDatabase(target);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const watch = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 50);
    const restoreStart = performance.now();
    try {
      await restoreBackup(target.db, createReadStream(file));
    } finally {
      clearInterval(watch);
    }
    const restoreMs = performance.now() - restoreStart;
    const heap = `; JS heap +${mb(Math.max(0, heapPeak - heapBefore))} at its peak`;
    figures.add(...at, 'restore', 'restore into an empty database', [restoreMs], heap);
  } finally {
    await target.close();
  }
}
