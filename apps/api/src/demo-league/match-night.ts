/**
 * Tonight in the demo league (docs/product/settings.md#demo-data, docs/product/live.md): a match in progress
 * as a game server reports it, a final box score waiting for approval, an approved result corrected after
 * publication, and the game server key that sent them (its hash only; the demo key is published for local
 * use, as the demo passwords are). Relative to `now`, so `npm start` always opens on a live match night.
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { addMinutes } from './calendar.ts';
import type { Game, Player, StatLine, Team } from './model.ts';
import type { Random } from './random.ts';
import type { Match } from './schedule.ts';

/** The demo's game server key: for local demos only (README), stored hashed like any key. */
export const DEMO_LEAGUE_KEY = 'lk_demo-only-key-never-use-in-production0';
const SUPERADMIN_ID = 3;
const ADMIN_ID = 2;

export interface DemoApiKey {
  id: number;
  name: string;
  key: string;
  createdBy: number;
  createdByName: string;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface DemoResultLine extends Record<StatField, number> {
  robloxUserId: number;
  robloxUsername: string;
  playerName: string;
  side: 1 | 2;
}

export interface DemoResult {
  id: number;
  matchId: number;
  status: 'pending' | 'approved';
  gameServerId: string;
  apiKeyId: number;
  setScores: string[];
  stage: string | null;
  lines: DemoResultLine[];
  submittedAt: Date;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  gameId: number | null;
}

export interface DemoCorrection {
  id: number;
  gameId: number;
  at: Date;
  reason: string;
  actorId: number;
  actorName: string;
  changes: string[];
}

export interface MatchNight {
  apiKeys: DemoApiKey[];
  results: DemoResult[];
  corrections: DemoCorrection[];
}

/** A player as a Roblox game names them: their username, and a user id made from the league id. */
const robloxIdOf = (player: Player) => 1_000_000_000 + player.id * 7919;

function lineOf(random: Random, player: Player, side: 1 | 2): DemoResultLine {
  const spikeAttempts = random.int(6, 24);
  const apeAttempts = random.int(0, 6);
  return {
    robloxUserId: robloxIdOf(player),
    robloxUsername: player.name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20),
    playerName: player.name.toLowerCase(),
    side,
    spikeKills: random.int(2, Math.max(2, Math.floor(spikeAttempts * 0.6))),
    spikeAttempts,
    apeKills: random.int(0, apeAttempts),
    apeAttempts,
    spikingErrors: random.int(0, 3),
    digs: random.int(1, 14),
    blocks: random.int(0, 4),
    assists: random.int(0, 12),
    aces: random.int(0, 3),
    settingErrors: random.int(0, 2),
    blockFollows: random.int(0, 3),
    servingErrors: random.int(0, 3),
    miscErrors: random.int(0, 1),
  };
}

const teamNamed = (teams: readonly Team[], name: string) => teams.find((t) => t.name === name);

/**
 * Moves the next two scheduled matches onto tonight: the first is being played (set 1 won, set 2 under way),
 * the second has ended and its box score waits for approval. The season's latest game gets an approved result
 * and a correction of one of its lines (the line holds the corrected number).
 */
export function playMatchNight(
  random: Random,
  now: Date,
  matches: Match[],
  currentTeams: readonly Team[],
  games: readonly Game[],
  stats: StatLine[],
): MatchNight {
  const key: DemoApiKey = {
    id: 1,
    name: 'Main arena',
    key: DEMO_LEAGUE_KEY,
    createdBy: SUPERADMIN_ID,
    createdByName: 'demo_superadmin',
    createdAt: addMinutes(now, -60 * 24 * 20),
    lastUsedAt: addMinutes(now, -2),
  };
  const night: MatchNight = { apiKeys: [key], results: [], corrections: [] };
  const upcoming = matches
    .filter(
      (m) =>
        m.status === 'scheduled' &&
        teamNamed(currentTeams, m.team1Name) &&
        teamNamed(currentTeams, m.team2Name),
    )
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const [live, finished] = upcoming;
  if (live) {
    Object.assign(live, {
      status: 'live',
      date: addMinutes(now, -35),
      team1Score: 1,
      team2Score: 0,
      setScores: ['25-21', null, null, null, null],
      liveTeam1Points: 14,
      liveTeam2Points: 11,
      liveVersion: 42,
    });
  }
  if (finished) {
    const sets = ['25-19', '22-25', '25-23'];
    Object.assign(finished, {
      status: 'live',
      date: addMinutes(now, -95),
      team1Score: 2,
      team2Score: 1,
      setScores: [...sets, null, null],
      liveVersion: 88,
    });
    const sides = [
      teamNamed(currentTeams, finished.team1Name)!,
      teamNamed(currentTeams, finished.team2Name)!,
    ];
    night.results.push({
      id: 1,
      matchId: finished.id,
      status: 'pending',
      gameServerId: 'a7d1e9c2-3b44-4f0e-9c61-2f8e5d7a0b13',
      apiKeyId: key.id,
      setScores: sets,
      stage: null,
      lines: sides.flatMap((team, i) =>
        team.roster.slice(0, 6).map((p) => lineOf(random, p, (i + 1) as 1 | 2)),
      ),
      submittedAt: addMinutes(now, -12),
      reviewedBy: null,
      reviewedAt: null,
      gameId: null,
    });
  }
  const corrected = correctLatestGame(now, matches, games, stats, key, night.results.length + 1);
  if (corrected) {
    night.results.push(corrected.result);
    night.corrections.push(corrected.correction);
  }
  return night;
}

/** The season's latest game as an approved result, with one line corrected the day after. */
function correctLatestGame(
  now: Date,
  matches: readonly Match[],
  games: readonly Game[],
  stats: StatLine[],
  key: DemoApiKey,
  id: number,
) {
  const played = matches.filter((m) => m.status === 'completed');
  const pairs = games
    .filter((g) => g.season.current)
    .map((game) => ({
      game,
      match: played.find(
        (m) =>
          m.team1Name === game.team1.name &&
          m.team2Name === game.team2.name &&
          Math.abs(m.date.getTime() - game.date.getTime()) < 12 * 60 * 60 * 1000,
      ),
    }))
    .filter((pair): pair is { game: Game; match: Match } => pair.match !== undefined)
    .sort((a, b) => b.game.date.getTime() - a.game.date.getTime());
  const latest = pairs[0];
  if (!latest) return null;
  const { game, match } = latest;
  const lines = stats.filter((s) => s.gameId === game.id);
  const line = lines[0];
  if (!line) return null;
  const player = [...game.team1.roster, ...game.team2.roster].find((p) => p.id === line.playerId);
  const before = line.digs;
  line.digs = before + 2;
  const resultLines = lines.flatMap((s): DemoResultLine[] => {
    const p = [...game.team1.roster, ...game.team2.roster].find((r) => r.id === s.playerId);
    if (!p) return [];
    const side = game.team1.roster.includes(p) ? 1 : 2;
    // The game sent the line as it was before the correction.
    const numbers = Object.fromEntries(
      STAT_FIELDS.map((f) => [f, s === line && f === 'digs' ? before : s[f]]),
    ) as Record<StatField, number>;
    return [
      {
        robloxUserId: robloxIdOf(p),
        robloxUsername: p.name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20),
        playerName: p.name.toLowerCase(),
        side,
        ...numbers,
      },
    ];
  });
  const approvedAt = addMinutes(game.date, 90);
  // Corrected the next morning, or half an hour ago for a game of tonight.
  const correctedAt = new Date(
    Math.min(addMinutes(approvedAt, 60 * 14).getTime(), addMinutes(now, -30).getTime()),
  );
  return {
    result: {
      id,
      matchId: match.id,
      status: 'approved' as const,
      gameServerId: 'f20c6b18-9e3d-4a57-b1d0-7c4e2a9f6d35',
      apiKeyId: key.id,
      setScores: match.setScores.filter((s): s is string => s !== null),
      stage: game.stage,
      lines: resultLines,
      submittedAt: addMinutes(game.date, 75),
      reviewedBy: ADMIN_ID,
      reviewedAt: approvedAt,
      gameId: game.id,
    },
    correction: {
      id: 1,
      gameId: game.id,
      at: correctedAt,
      reason: 'The stat tracker missed two digs in set 2 (checked against the match video)',
      actorId: ADMIN_ID,
      actorName: 'demo_admin',
      changes: [`${player?.name.toLowerCase() ?? `player ${line.playerId}`} digs: ${before} → ${line.digs}`],
    },
  };
}
