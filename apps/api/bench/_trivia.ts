import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/client.ts';
import { createRoundTokens } from '../src/features/trivia/round-token.ts';
import { drawTriviaItem } from '../src/features/trivia/service.ts';
const database = await openDatabase({ dataDir: '/tmp/lbbench/db20-noanalyze' });
const tokens = createRoundTokens(randomBytes(32));
for (const type of ['player', 'team', 'season'] as const) {
  const ms: number[] = [];
  let last: any;
  for (let i = 0; i < 8; i++) { const t0 = performance.now(); last = await drawTriviaItem(database.db, tokens, type, 'hard'); ms.push(performance.now() - t0); }
  ms.sort((a, b) => a - b);
  console.log(type, 'p50', ms[4]?.toFixed(0), last.difficulty, last.hintCount, last.hints.slice(0, 3));
}
await database.close();
