/**
 * The game kit (game-kit/LeagueResults.lua) run in a Lua 5.4 VM (wasmoon) against the server, with shims
 * for Roblox's HttpService, secrets and task library (helpers/roblox-shims.lua): the kit and the results API
 * cannot drift apart without this test failing (docs/product/live.md#the-game-kit).
 */
import { readFileSync } from 'node:fs';
import type { CreatedApiKey } from '@league/shared/schemas/api-keys';
import type { Match } from '@league/shared/schemas/matches';
import type { PendingResult } from '@league/shared/schemas/results';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LuaFactory } from 'wasmoon';
import { queryRows } from '../src/db/sql.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { listenOnLoopback } from './helpers/live-client.ts';
import { insertLeagueMatch, insertSmallLeague, type SmallLeague } from './helpers/small-league.ts';

const KIT = readFileSync(new URL('../../../game-kit/LeagueResults.lua', import.meta.url), 'utf8');
const SHIMS = readFileSync(new URL('./helpers/roblox-shims.lua', import.meta.url), 'utf8');

const t = useLeagueApp();
const factory = new LuaFactory();
let base: string;
let key: string;
let league: SmallLeague;

beforeAll(async () => {
  base = await listenOnLoopback(t.app);
  key = (await t.as('superadmin').post('/api/api-keys', { name: 'Kit arena' })).json<CreatedApiKey>().key;
  league = await insertSmallLeague(t.db, 'Kit', 4300);
});

const newMatch = () => insertLeagueMatch(t.db, league, `Kit ${Math.random()}`);

interface Network {
  /** Requests the shim fails before they reach the server: a dropped connection, then a 503. */
  failures: ('drop' | 503)[];
  sent: number;
}

/** Runs `script` after the shims and the kit (as the global LeagueResults); answers what it returns. */
async function runKit<T>(script: string, options: { key?: string; network?: Network } = {}): Promise<T> {
  const lua = await factory.createEngine();
  const network = options.network ?? { failures: [], sent: 0 };
  try {
    lua.global.set('__secrets', { league_results_key: options.key ?? key });
    lua.global.set(
      '__request',
      async (url: string, method: string, headers: Record<string, string>, body: string) => {
        network.sent += 1;
        const failure = network.failures.shift();
        if (failure === 'drop') return { failed: true };
        if (failure === 503) return { StatusCode: 503, Body: '{"message":"The database does not answer"}' };
        const res = await fetch(url, { method, headers, body });
        return { StatusCode: res.status, Body: await res.text() };
      },
    );
    lua.global.set('__sleep', (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
    lua.global.set('__jsonEncode', (value: unknown) => JSON.stringify(value));
    lua.global.set('__jsonDecode', (text: string) => JSON.parse(text));
    lua.global.set('__now', () => new Date().toISOString());
    lua.global.set('__kit', KIT);
    await lua.doString(SHIMS);
    await lua.doString('LeagueResults = load(__kit, "LeagueResults")()');
    return (await lua.doString(script)) as T;
  } finally {
    lua.global.close();
  }
}

const reporter = (matchId: number) =>
  `local results = LeagueResults.new({ baseUrl = "${base}", matchId = ${matchId}, firstPauseSeconds = 0.01 })`;

const LINES_LUA = (a: string, b: string) => `{
  { player = { UserId = 2214560871, Name = "${a}" }, side = 1, spikeKills = 11, spikeAttempts = 24, digs = 6, aces = 1 },
  { player = { UserId = 90412337, Name = "${b}" }, side = 2, spikeKills = 7, spikeAttempts = 21, digs = 9, blocks = 2 },
}`;

describe('the game kit in a Lua 5.4 VM', () => {
  it('plays a match through the API: set updates, then the final box score as a pending result', async () => {
    const matchId = await newMatch();
    const answer = await runKit<{
      statuses: string[];
      final: { resultId: number; missingPlayers: unknown[] };
    }>(`
      ${reporter(matchId)}
      local statuses = {}
      for _, update in ipairs({ {1, 12, 9, false}, {1, 25, 21, true}, {2, 20, 25, true}, {3, 25, 18, true} }) do
        local ok, match = results:reportSet(update[1], update[2], update[3], update[4])
        assert(ok, match)
        statuses[#statuses + 1] = match.match.status
      end
      local ok, final = results:reportFinal({ {25, 21}, {20, 25}, {25, 18} }, ${LINES_LUA(league.player1.name, league.player2.name)})
      assert(ok, final)
      return { statuses = statuses, final = final }
    `);
    expect(answer.statuses).toEqual(['live', 'live', 'live', 'live']);
    expect(answer.final.missingPlayers).toEqual([]);
    const match = (await t.app.inject(`/api/matches/${matchId}`)).json<Match>();
    expect(match).toMatchObject({
      status: 'live',
      set1Score: '25-21',
      set2Score: '20-25',
      set3Score: '25-18',
    });
    const result = (await t.as('admin').get(`/api/results/${answer.final.resultId}`)).json<PendingResult>();
    expect(result.lines.map((l) => [l.playerName, l.side, l.digs])).toEqual([
      [league.player1.name, 1, 6],
      [league.player2.name, 2, 9],
    ]);
    expect(result.check).toEqual({ problems: [], missingPlayers: [] });
    expect((await t.as('admin').post(`/api/results/${answer.final.resultId}/approve`)).statusCode).toBe(200);
  });

  it('retries a dropped connection and a 503 with the same idempotency key: one result, not three', async () => {
    const matchId = await newMatch();
    const network: Network = { failures: ['drop', 503], sent: 0 };
    const ok = await runKit<boolean>(
      `${reporter(matchId)}
      local ok = results:reportFinal({ {25, 20}, {25, 23} }, ${LINES_LUA(league.player1.name, league.player2.name)})
      local again = results:reportFinal({ {25, 20}, {25, 23} }, ${LINES_LUA(league.player1.name, league.player2.name)})
      return ok and again`,
      { network },
    );
    expect(ok).toBe(true);
    expect(network.sent).toBe(4);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pending_results where match_id = ${matchId}`,
    );
    expect(row!.n).toBe(1);
  });

  it('gives up at once on a refusal, with the site’s message, and writes nothing', async () => {
    const matchId = await newMatch();
    const network: Network = { failures: [], sent: 0 };
    const answer = await runKit<{ ok: boolean; problem: string; warned: string }>(
      `${reporter(matchId)}
      local ok, problem = results:reportSet(1, 3, 1, false)
      return { ok = ok, problem = problem, warned = warned[1] }`,
      { key: `${key.slice(0, -2)}zz`, network },
    );
    expect(answer.ok).toBe(false);
    expect(answer.problem).toBe('401 This league API key is not valid');
    expect(answer.warned).toContain('the site refused /api/results/sets');
    expect(network.sent).toBe(1);
    expect((await t.app.inject(`/api/matches/${matchId}`)).json<Match>().status).toBe('scheduled');
  });

  it('reads the key from the secret store only: a missing secret stops the kit before any call', async () => {
    await expect(
      runKit(`LeagueResults.new({ baseUrl = "${base}", matchId = 1, secretName = "nope" })`),
    ).rejects.toThrow(/Can't find secret/);
  });
});
