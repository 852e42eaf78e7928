/**
 * Several-instances section: two API processes on one PostgreSQL database. An admin edits a stat line
 * through instance A; instance B is read at once (its leaderboard cache warmed just before the write)
 * and then every 50 ms until it shows the new value, to tell whether B serves stale data, and how long.
 * The edit is undone at the end.
 */
import { DEMO_PASSWORD } from '../src/demo-league/accounts.ts';
import { type ChildServer, startApiServer } from './processes.ts';
import { busiestPlayerId } from './read-targets.ts';
import { ms, type Report } from './report.ts';
import { demoServer } from './servers.ts';

const SECTION = 'Instances';
const TARGET = 'fresh at once';
const TRIALS = 3;
const GIVE_UP_MS = 8_000;
const FIELD = 'digs';

interface PlayerPage {
  totalStats: Record<string, number>;
  stats: Array<{ id: number } & Record<string, number>>;
}
interface Leaderboard {
  rows: Array<{ id: number; totals: Record<string, number> }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function logIn(server: ChildServer): Promise<string> {
  const body = await call<{ token: string }>(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_admin', password: DEMO_PASSWORD }),
  });
  return body.token;
}

/** The player's total of FIELD as the player page and as the leaderboard show it through `server`. */
async function readTotals(server: ChildServer, playerId: number) {
  const [page, board] = await Promise.all([
    call<PlayerPage>(`${server.url}/api/players/${playerId}`),
    call<Leaderboard>(`${server.url}/api/leaderboard?view=players&stage=all`),
  ]);
  return {
    page: page.totalStats[FIELD] ?? Number.NaN,
    board: board.rows.find((r) => r.id === playerId)?.totals[FIELD] ?? Number.NaN,
    firstLine: page.stats[0],
  };
}

/** Milliseconds until `read` answers `expected` (0: at the first read), or null if it never did. */
async function timeUntilFresh(read: () => Promise<number>, expected: number, since: number) {
  if ((await read()) === expected) return 0;
  while (performance.now() - since < GIVE_UP_MS) {
    await sleep(50);
    if ((await read()) === expected) return performance.now() - since;
  }
  return null;
}

function reportStaleness(report: Report, read: string, delays: Array<number | null>): void {
  const fresh = delays.filter((d) => d === 0).length;
  const worst = delays.some((d) => d === null) ? null : Math.max(...delays.map((d) => d ?? 0));
  const value =
    fresh === delays.length
      ? `fresh at once (${fresh}/${delays.length} trials)`
      : `stale in ${delays.length - fresh}/${delays.length} trials, for up to ${
          worst === null ? `more than ${ms(GIVE_UP_MS)}` : ms(worst)
        }`;
  report.check(
    SECTION,
    `${read} via B right after a stat edit via A`,
    value,
    TARGET,
    fresh === delays.length,
  );
}

export async function benchInstances(report: Report): Promise<void> {
  const demo = await demoServer('postgres');
  if ('missing' in demo) {
    report.skip(SECTION, 'two instances on one PostgreSQL', demo.missing, TARGET);
    return;
  }
  const a = demo.server;
  const b = await startApiServer({ label: 'instance B', databaseUrl: demo.database.databaseUrl });
  const auth = { authorization: `Bearer ${await logIn(a)}`, 'content-type': 'application/json' };
  const playerId = await busiestPlayerId(b.url);
  const before = await readTotals(a, playerId);
  const line = before.firstLine;
  if (!line) throw new Error(`Player ${playerId} has no stat lines`);
  const original = line[FIELD] ?? 0;
  const pageDelays: Array<number | null> = [];
  const boardDelays: Array<number | null> = [];
  try {
    for (let trial = 1; trial <= TRIALS; trial++) {
      // A's own writes clear A's cache, so A shows the truth; each trial adds 1 to the line.
      const current = await readTotals(a, playerId);
      await readTotals(b, playerId); // B's leaderboard cache now holds the current rows
      await call(`${a.url}/api/stats/${line.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ [FIELD]: original + trial }),
      });
      const since = performance.now();
      const [page, board] = await Promise.all([
        timeUntilFresh(async () => (await readTotals(b, playerId)).page, current.page + 1, since),
        timeUntilFresh(async () => (await readTotals(b, playerId)).board, current.board + 1, since),
      ]);
      pageDelays.push(page);
      boardDelays.push(board);
    }
  } finally {
    await call(`${a.url}/api/stats/${line.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ [FIELD]: original }),
    });
    await b.stop();
  }
  reportStaleness(report, 'player page', pageDelays);
  reportStaleness(report, 'leaderboard', boardDelays);
}
