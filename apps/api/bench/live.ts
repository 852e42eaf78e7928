/**
 * Live section (docs/decisions/0048-live-updates.md): push fan-out on one instance and "final point → every
 * public page shows it", per database engine, on the seeded demo server.
 *
 * - Fan-out: SUBSCRIBERS live streams (`topics=matches`) are opened from this process, then a burst of BURST
 *   set updates is sent through the results API with the demo league's key, BURST_GAP_MS apart. Each message
 *   carries its commit time (`at`); the delay of every delivery to every subscriber gives p50/p99, and the
 *   server's resident memory is read before, with the streams open, and at its peak during the burst.
 * - Final point: TRIALS times, a set's final point is sent; the time until every subscriber has it AND the
 *   schedule's, home's and the match's public reads answer it (the pages that do not follow the stream, and
 *   the ones that read again on reconnect) is one trial's figure.
 * The streams are parsed by hand (split on blank lines, read `at`): a full parser per stream would make this
 * process, not the server, the bottleneck on a two-core machine.
 */
import { Agent, request } from 'node:http';
import { DEMO_LEAGUE_KEY } from '../src/demo-league/match-night.ts';
import type { BenchOptions } from './options.ts';
import { type ChildServer, residentBytes } from './processes.ts';
import { mb, ms, percentile, type Report } from './report.ts';
import { demoServer, ENGINE_LABEL, type Engine } from './servers.ts';

const SECTION = 'Live';
const SUBSCRIBERS = 5_000;
const QUICK_SUBSCRIBERS = 1_000;
const BURST = 20;
const BURST_GAP_MS = 100;
const TRIALS = 10;
const P99_TARGET_MS = 1_000;
const RSS_TARGET = 500 * 1024 * 1024;
const PAGE_TARGET_MS = 10_000;
const OPEN_BATCH = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stream {
  close(): void;
}

interface Fan {
  /** Arrival time minus commit time (`at`) of every message on every stream. */
  delays: number[];
  streams: Stream[];
  failed: number;
}

function openStream(base: string, agent: Agent, fan: Fan): Promise<Stream> {
  return new Promise((resolve) => {
    let buffer = '';
    const req = request(
      `${base}/api/live?topics=matches`,
      { agent, headers: { accept: 'text/event-stream' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (frame.startsWith('event: ready')) {
              resolve({ close: () => req.destroy() });
              continue;
            }
            const at = /"at":"([^"]+)"/.exec(frame)?.[1];
            if (!at) continue;
            fan.delays.push(Date.now() - Date.parse(at));
          }
        });
      },
    );
    req.on('error', () => {
      fan.failed += 1;
      resolve({ close: () => {} });
    });
    req.end();
  });
}

async function openFan(base: string, count: number): Promise<{ fan: Fan; agent: Agent }> {
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const fan: Fan = { delays: [], streams: [], failed: 0 };
  for (let opened = 0; opened < count; opened += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - opened) }, () =>
      openStream(base, agent, fan),
    );
    fan.streams.push(...(await Promise.all(batch)));
  }
  return { fan, agent };
}

interface Match {
  id: number;
  status: string;
  team1Name: string;
  set1Score: string | null;
  currentSet: { team1Points: number; team2Points: number } | null;
  date: string;
}

/** A scheduled match of the demo league to play, so the bench leaves tonight's live ones alone. */
async function scheduledMatch(base: string): Promise<Match> {
  const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const list = (await (await fetch(`${base}/api/matches?from=${from}`)).json()) as Match[];
  const match = list.find((m) => m.status === 'scheduled');
  if (!match) throw new Error('the demo league has no scheduled match left');
  return match;
}

function sender(base: string, matchId: number) {
  let n = 0;
  const run = Date.now().toString(36);
  return async (setNumber: number, team1Points: number, team2Points: number, setOver = false) => {
    n += 1;
    const res = await fetch(`${base}/api/results/sets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_LEAGUE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: `bench-${run}-${n}`,
        sentAt: new Date().toISOString(),
        matchId,
        gameServerId: 'bench',
        setNumber,
        team1Points,
        team2Points,
        setOver,
      }),
    });
    if (!res.ok) throw new Error(`set update answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
}

/** The public reads of the pages that show the match: the schedule's window, home's, the match itself. */
function pageReads(base: string, match: Match): string[] {
  const day = match.date.slice(0, 10);
  const from = new Date(Date.parse(day) - 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(day) + 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    `${base}/api/matches?from=${from}&to=${to}`,
    `${base}/api/matches?from=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}`,
    `${base}/api/matches/${match.id}`,
  ];
}

async function readShows(url: string, matchId: number, points: number): Promise<boolean> {
  const body = (await (await fetch(url)).json()) as Match | Match[];
  const match = Array.isArray(body) ? body.find((m) => m.id === matchId) : body;
  return match?.currentSet?.team1Points === points;
}

async function benchEngine(report: Report, engine: Engine, subscribers: number): Promise<void> {
  const label = ENGINE_LABEL[engine];
  const demo = await demoServer(engine);
  if ('missing' in demo) {
    report.skip(SECTION, `${label}: push fan-out`, demo.missing);
    return;
  }
  const server: ChildServer = demo.server;
  const base = server.url;
  const match = await scheduledMatch(base);
  const send = sender(base, match.id);
  await send(1, 0, 0);
  const atRest = await residentBytes(server.pid);
  const { fan, agent } = await openFan(base, subscribers);
  const open = subscribers - fan.failed;
  await sleep(500);
  const withStreams = await residentBytes(server.pid);
  let peak = withStreams;
  const watch = setInterval(() => {
    void residentBytes(server.pid).then((rss) => {
      if (rss > peak) peak = rss;
    });
  }, 100);
  fan.delays.length = 0;
  for (let i = 1; i <= BURST; i++) {
    await send(1, i, 0);
    await sleep(BURST_GAP_MS);
  }
  await sleep(2_000);
  const delays = [...fan.delays].sort((a, b) => a - b);
  const expected = BURST * open;
  const p50 = percentile(delays, 0.5);
  const p99 = percentile(delays, 0.99);
  report.check(
    SECTION,
    `${label}: push fan-out, ${open} subscribers on one instance, a burst of ${BURST} updates (${BURST_GAP_MS} ms apart)`,
    `delivered ${delays.length}/${expected}; p50 ${ms(p50)}, p99 ${ms(p99)}`,
    `p99 ≤ ${ms(P99_TARGET_MS)}, all delivered`,
    delays.length === expected && p99 <= P99_TARGET_MS && open === subscribers,
  );
  report.check(
    SECTION,
    `${label}: server RSS at rest / with the streams open / peak during the burst`,
    `${mb(atRest)} / ${mb(withStreams)} / ${mb(peak)}`,
    `< ${mb(RSS_TARGET)}`,
    peak < RSS_TARGET,
  );

  // Final point → every public page shows it.
  const times: number[] = [];
  const reads = pageReads(base, match);
  for (let trial = 0; trial < TRIALS; trial++) {
    const points = BURST + 1 + trial;
    const started = Date.now();
    await send(1, points, 0);
    const pending = new Set(reads);
    // Every stream has had one message per update so far, this one included.
    const everyStream = (BURST + trial + 1) * open;
    while (Date.now() - started < PAGE_TARGET_MS * 3) {
      for (const url of [...pending]) if (await readShows(url, match.id, points)) pending.delete(url);
      if (pending.size === 0 && fan.delays.length >= everyStream) break;
      await sleep(25);
    }
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  report.check(
    SECTION,
    `${label}: final point → every public page shows it (${open} streams and the schedule, home and match reads; ${TRIALS} trials)`,
    `p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`,
    `p99 ≤ ${ms(PAGE_TARGET_MS)}`,
    percentile(times, 0.99) <= PAGE_TARGET_MS,
  );
  clearInterval(watch);
  for (const stream of fan.streams) stream.close();
  agent.destroy();
  await sleep(500);
}

export async function benchLive(report: Report, options: BenchOptions): Promise<void> {
  const subscribers = options.quick ? QUICK_SUBSCRIBERS : SUBSCRIBERS;
  for (const engine of options.engines) await benchEngine(report, engine, subscribers);
}
