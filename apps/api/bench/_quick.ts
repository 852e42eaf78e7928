import { openDatabase } from '../src/db/client.ts';
import { readLeaderboard } from '../src/features/leaderboard/service.ts';
const database = await openDatabase({ dataDir: process.argv[2] ?? '/tmp/lbbench/db20-noanalyze' });
for (const [view, season, stage] of [['players', null, 'all'], ['players', 14, 'all'], ['players', null, 'R4'], ['players', 13, 'R6'], ['teams', null, 'all'], ['teams', 14, 'all']] as const) {
  const ms: number[] = [];
  let n = 0;
  for (let i = 0; i < 8; i++) { const t0 = performance.now(); n = (await readLeaderboard(database.db, { view, season, stage })).rows.length; ms.push(performance.now() - t0); }
  console.log(view, season, stage, n, ms.map((m) => m.toFixed(0)).join(' '));
}
await database.close();
