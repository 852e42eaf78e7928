/**
 * Results as a game server sends them in the demo league (docs/product/live.md): box-score lines, and the
 * season's latest game approved and then corrected.
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { addMinutes } from './calendar.ts';
import type { Game, Player, StatLine } from './model.ts';
import type { Random } from './random.ts';
import type { Match } from './schedule.ts';

/** The demo's admin account (accounts.ts), who approves and corrects results. */
const ADMIN_ID = 2;

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

/** A player as a Roblox game names them: their username, and a user id made from the league id. */
function gamePlayerOf(player: Player, side: 1 | 2) {
  return {
    robloxUserId: 1_000_000_000 + player.id * 7919,
    robloxUsername: player.name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20),
    playerName: player.name.toLowerCase(),
    side,
  };
}

/** A box-score line as a game server sends it, with random numbers in a plausible range. */
export function playResultLine(random: Random, player: Player, side: 1 | 2): DemoResultLine {
  const spikeAttempts = random.int(6, 24);
  const apeAttempts = random.int(0, 6);
  return {
    ...gamePlayerOf(player, side),
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

/** The season's latest game as an approved result, with one line corrected the day after. */
export function correctLatestGame(
  now: Date,
  matches: readonly Match[],
  games: readonly Game[],
  stats: StatLine[],
  apiKeyId: number,
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
    return [{ ...gamePlayerOf(p, side), ...numbers }];
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
      apiKeyId,
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
