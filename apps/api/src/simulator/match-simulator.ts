/**
 * Plays a match through the results API, as a game server would (docs/product/live.md#the-simulator): point
 * by point, a set update after each rally and at each set's end, then the final box score for the match's
 * rostered players. HTTP only: it reads the public match and team reads and sends the calls with a league API
 * key, so it shows the whole path a real game takes (the key, idempotency, the live pages, the approval).
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { finishedSets, formatSetPoints, type SetPoints } from '@league/shared/domain/live-match';
import type { Match } from '@league/shared/schemas/matches';
import type { FinalResultAnswer, ResultLineBody } from '@league/shared/schemas/results';
import type { TeamDetail } from '@league/shared/schemas/teams';

export interface SimulationOptions {
  baseUrl: string;
  key: string;
  matchId: number;
  /** Milliseconds between rallies (0: as fast as the server answers). */
  paceMs?: number;
  /** A number from 0 to 1, uniform: the rallies and the stat lines (default Math.random). */
  random?: () => number;
  /** Sets to win (best of 2n-1); 2 by default (best of three). */
  setsToWin?: number;
  log?: (line: string) => void;
  /** Send the final box score once the match is won (default true). */
  sendFinal?: boolean;
  /** Stop after this many rallies (a match left live, for demos and tests); no final then. */
  maxRallies?: number;
  /** Called after every accepted set update, with the time it was sent (the bench measures from it). */
  onUpdate?: (update: { setNumber: number; points: SetPoints; setOver: boolean; sentAt: number }) => void;
}

export interface SimulationResult {
  sets: SetPoints[];
  calls: number;
  final: FinalResultAnswer | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A set is won at 25 (15 in the deciding set) by two clear points. */
export function setOver(points: SetPoints, deciding: boolean): boolean {
  const target = deciding ? 15 : 25;
  const lead = Math.abs(points.team1 - points.team2);
  return Math.max(points.team1, points.team2) >= target && lead >= 2;
}

async function read<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The rostered players of the team named `name` in the match's season. */
async function rosterOf(baseUrl: string, name: string, seasonId: number): Promise<TeamDetail['players']> {
  const teams = await read<TeamDetail[]>(`${baseUrl}/api/pages/teams/${encodeURIComponent(name)}`);
  return teams.find((team) => team.season.id === seasonId)?.players ?? [];
}

/** A believable stat line for a player, from the rallies their side won. */
function lineFor(random: () => number, rallies: number): Record<StatField, number> {
  const int = (max: number) => Math.floor(random() * (max + 1));
  const spikeAttempts = 4 + int(Math.max(4, Math.round(rallies / 3)));
  const apeAttempts = int(4);
  const line = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as Record<StatField, number>;
  return {
    ...line,
    spikeAttempts,
    spikeKills: int(Math.floor(spikeAttempts * 0.6)),
    apeAttempts,
    apeKills: int(apeAttempts),
    spikingErrors: int(3),
    digs: int(12),
    blocks: int(3),
    assists: int(10),
    aces: int(2),
    settingErrors: int(1),
    blockFollows: int(2),
    servingErrors: int(2),
    miscErrors: int(1),
  };
}

export async function simulateMatch(options: SimulationOptions): Promise<SimulationResult> {
  const {
    baseUrl,
    key,
    matchId,
    paceMs = 150,
    random = Math.random,
    setsToWin = 2,
    log = () => {},
  } = options;
  const match = await read<Match>(`${baseUrl}/api/matches/${matchId}`);
  const server = `sim-${Date.now().toString(36)}`;
  let calls = 0;
  const send = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    calls += 1;
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, matchId, gameServerId: server, sentAt: new Date().toISOString() }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };

  log(`Playing match ${matchId}: ${match.team1Name} vs ${match.team2Name}`);
  // A match already live goes on from where it is (the demo's own live match, a restarted simulation).
  const sets: SetPoints[] = finishedSets([
    match.set1Score,
    match.set2Score,
    match.set3Score,
    match.set4Score,
    match.set5Score,
  ]);
  const rallies = { team1: 0, team2: 0 };
  let played = 0;
  const won = () => ({
    team1: sets.filter((s) => s.team1 > s.team2).length,
    team2: sets.filter((s) => s.team2 > s.team1).length,
  });
  while (won().team1 < setsToWin && won().team2 < setsToWin) {
    const setNumber = sets.length + 1;
    const deciding = setNumber === setsToWin * 2 - 1;
    const current = match.currentSet?.number === setNumber ? match.currentSet : null;
    const points = { team1: current?.team1Points ?? 0, team2: current?.team2Points ?? 0 };
    let over = false;
    while (!over) {
      if (options.maxRallies !== undefined && played >= options.maxRallies)
        return { sets, calls, final: null };
      played += 1;
      if (random() < 0.5) points.team1 += 1;
      else points.team2 += 1;
      over = setOver(points, deciding);
      const sentAt = Date.now();
      await send('/api/results/sets', {
        idempotencyKey: `${matchId}:${server}:set${setNumber}:${formatSetPoints(points)}${over ? ':end' : ''}`,
        setNumber,
        team1Points: points.team1,
        team2Points: points.team2,
        setOver: over,
      });
      options.onUpdate?.({ setNumber, points: { ...points }, setOver: over, sentAt });
      if (paceMs > 0) await sleep(paceMs);
    }
    sets.push({ ...points });
    rallies.team1 += points.team1;
    rallies.team2 += points.team2;
    log(`Set ${setNumber}: ${formatSetPoints(points)}`);
  }
  if (options.sendFinal === false) return { sets, calls, final: null };

  const [side1, side2] = await Promise.all([
    rosterOf(baseUrl, match.team1Name, match.seasonId),
    rosterOf(baseUrl, match.team2Name, match.seasonId),
  ]);
  const lines: ResultLineBody[] = [
    ...side1.map((p) => ({ p, side: 1 as const, rallies: rallies.team1 })),
    ...side2.map((p) => ({ p, side: 2 as const, rallies: rallies.team2 })),
  ].map(({ p, side, rallies: won }) => ({
    robloxUserId: 1_000_000_000 + p.id * 7919,
    robloxUsername: p.name
      .replace(/[^A-Za-z0-9_]/g, '_')
      .slice(0, 20)
      .padEnd(3, '_'),
    side,
    ...lineFor(random, won),
  }));
  const final = await send<FinalResultAnswer>('/api/results/final', {
    idempotencyKey: `${matchId}:${server}:final`,
    sets: sets.map((s) => ({ team1Points: s.team1, team2Points: s.team2 })),
    lines,
  });
  log(final.message);
  for (const missing of final.missingPlayers) log(`  to fix: ${missing.name} (${missing.reason})`);
  return { sets, calls, final };
}
