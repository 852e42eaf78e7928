/**
 * Scale section: server time of the heaviest work at 1×, 10× and 100× the demo league (seedDemo's
 * `scale`), in-process against a throwaway database per scale and engine: the leaderboard read model
 * uncached (its SQL statement plus parsing, several scopes) and as a cached request, the player page of
 * the busiest player, a records recalculation, a stat-sheet upload, and a backup of the whole site and its
 * restore into an empty database of the same kind, and CSV exports of the biggest views (the whole
 * leaderboard with every column, every stat line) read over a socket with the JS heap's peak growth, which
 * stays far below the file's size when rows stream. Each figure after the first scale shows its growth, to
 * set beside the data's growth.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, migrateDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { readLeaderboardRows } from '../src/features/leaderboard/service.ts';
import { getPlayerDetail } from '../src/features/players/service.ts';
import type { BenchOptions } from './options.ts';
import { openScratchDatabase } from './postgres.ts';
import { type Report, sample } from './report.ts';
import { ScaleFigures, SECTION } from './scale-figures.ts';
import { measureExports, measureLeaderboards } from './scale-reads.ts';
import { measureBackup, measureWrites } from './scale-writes.ts';
import { ENGINE_LABEL, type Engine } from './servers.ts';

async function describeLeague(db: Db): Promise<{ text: string; statLines: number }> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from teams)::int as teams, (select count(*) from players)::int as players,
               (select count(*) from games)::int as games, (select count(*) from stats)::int as "stat lines"`,
  );
  const text = Object.entries(row ?? {})
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return { text, statLines: row?.['stat lines'] ?? 0 };
}

async function benchOne(
  report: Report,
  figures: ScaleFigures,
  engine: Engine,
  scale: number,
  quick: boolean,
) {
  const database = await openScratchDatabase(engine, `scale_${engine}_${scale}_${process.pid}`);
  if ('missing' in database) {
    report.skip(SECTION, `${ENGINE_LABEL[engine]} ×${scale}`, database.missing);
    return;
  }
  try {
    const db = database.db;
    await migrateDatabase(database);
    const seedStart = performance.now();
    await seedDemo(db, { scale });
    const seeded = performance.now() - seedStart;
    const league = await describeLeague(db);
    figures.league(engine, scale, league.text, league.statLines, seeded);
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench-0123' }),
      database,
    });
    await app.ready();
    try {
      const at: [Engine, number] = [engine, scale];
      const runs = quick ? 5 : scale >= 50 ? 10 : 20;
      await measureLeaderboards(db, app, figures, at, runs);
      const board = await readLeaderboardRows(db, { view: 'players', seasonNumber: null, stage: 'all' });
      const busiest = [...board.rows].sort((a, b) => b.gamesPlayed - a.gamesPlayed)[0];
      const playerId = Number(busiest?.id ?? 1);
      const games = `${busiest?.gamesPlayed ?? 0} games`;
      // The read model itself: the page's request is answered from the public read cache after the first.
      const player = await sample(runs, () => getPlayerDetail(db, playerId));
      figures.add(...at, 'player', `player page uncached (${games})`, player);
      const request = await sample(runs, () => app.inject(`/api/players/${playerId}`));
      figures.add(...at, 'player cached', 'player page cached request', request);
      await measureWrites(db, app, figures, at, quick);
      await measureBackup(database, figures, at);
      await measureExports(db, app, figures, at);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function benchScale(report: Report, options: BenchOptions): Promise<void> {
  const figures = new ScaleFigures(report);
  for (const engine of options.engines) {
    for (const scale of options.scales) await benchOne(report, figures, engine, scale, options.quick);
  }
}
