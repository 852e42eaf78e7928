/**
 * Tonight in the demo league (docs/product/settings.md#demo-data, docs/product/live.md): a match in progress
 * as a game server reports it, a final box score waiting for approval, an approved result corrected after
 * publication, and the game server key that sent them (its hash only; the demo key is published for local
 * use, as the demo passwords are). Relative to `now`, so `npm start` always opens on a live match night.
 */
import { addMinutes } from './calendar.ts';
import { correctLatestGame, type DemoCorrection, type DemoResult, playResultLine } from './demo-results.ts';
import type { Game, StatLine, Team } from './model.ts';
import type { Random } from './random.ts';
import type { Match } from './schedule.ts';

/** The demo's game server key: for local demos only (README), stored hashed like any key. */
export const DEMO_LEAGUE_KEY = 'lk_demo-only-key-never-use-in-production0';
const SUPERADMIN_ID = 3;

export interface DemoApiKey {
  id: number;
  name: string;
  key: string;
  createdBy: number;
  createdByName: string;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface MatchNight {
  apiKeys: DemoApiKey[];
  results: DemoResult[];
  corrections: DemoCorrection[];
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
        team.roster.slice(0, 6).map((p) => playResultLine(random, p, (i + 1) as 1 | 2)),
      ),
      submittedAt: addMinutes(now, -12),
      reviewedBy: null,
      reviewedAt: null,
      gameId: null,
    });
  }
  const corrected = correctLatestGame(now, matches, games, stats, key.id, night.results.length + 1);
  if (corrected) {
    night.results.push(corrected.result);
    night.corrections.push(corrected.correction);
  }
  return night;
}
